import type { ReactNode } from 'react';

/** One labelled fact of an order or a quote: a `dt`/`dd` pair in a `dl.order-facts`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="order-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

import { useId } from 'react';
import type { OrderEntry } from '../../api/orders/order.schema';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { useComponentSheet } from '../styles/use-component-sheet';
import type { AccessCodes } from './access-codes';
import { Fact } from './order-fact';
import css from './order-confirmation.css?inline';
import { orderLineMessages, type OrderLineMessageKey } from './order-lines.messages';

/** An order's or a quote's product line (a quote's has no codes or dates yet). */
export type ShownEntry = Pick<OrderEntry, 'entryNumber' | 'product' | 'quantity' | 'totalPrice'> &
  Partial<
    Pick<
      OrderEntry,
      'seats' | 'estimatedRelease' | 'estimatedToShip' | 'accessCodes' | 'extraProcessing'
    >
  >;

function EntryFacts({
  entry,
  t,
  date,
}: {
  entry: ShownEntry;
  t: Translate<OrderLineMessageKey>;
  date: (iso: string) => string;
}) {
  return (
    <dl className="entry-facts">
      <Fact label={t('quantity')}>{entry.quantity}</Fact>
      {entry.seats !== undefined && <Fact label={t('seats')}>{entry.seats}</Fact>}
      {entry.estimatedRelease && (
        <Fact label={t('estimatedRelease')}>{date(entry.estimatedRelease)}</Fact>
      )}
      {entry.estimatedToShip && (
        <Fact label={t('estimatedToShip')}>{date(entry.estimatedToShip)}</Fact>
      )}
    </dl>
  );
}

interface OrderedProductsProps {
  entries: readonly ShownEntry[];
  title: string;
  date: (iso: string) => string;
  /** An order's digital products' codes; handed in, so a quote's page (no codes) does not load it. */
  codes?: typeof AccessCodes;
}

export function OrderedProducts({ entries, title, date, codes: Codes }: OrderedProductsProps) {
  useComponentSheet(css);
  const t = useTranslate(orderLineMessages);
  const headingId = useId();
  return (
    <section className="ordered-products" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <ul>
        {entries.map((entry) => (
          <li
            key={entry.entryNumber}
            className="ordered-product"
            data-product-code={entry.product.code}
          >
            <p className="ordered-name">
              {entry.product.name}{' '}
              <span className="ordered-price">{entry.totalPrice.formattedValue}</span>
            </p>
            <EntryFacts entry={entry} t={t} date={date} />
            {entry.extraProcessing && <p className="extra-processing">{t('extraProcessing')}</p>}
            {Codes ? <Codes codes={entry.accessCodes ?? []} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

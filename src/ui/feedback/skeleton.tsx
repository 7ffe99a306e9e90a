import css from './skeleton.css?inline';
import { useComponentSheet } from '../styles/use-component-sheet';

interface SkeletonProps {
  /** Said to screen readers while the content loads ("Loading your cart…"). */
  label: string;
  rows?: number;
  /** The last row is shorter (its class is `skeleton-row short`), like a totals line. */
  shortLast?: boolean;
}

/** The placeholder a widget shows while its content loads, in the size it reserves. */
export function Skeleton({ label, rows = 2, shortLast = false }: SkeletonProps) {
  useComponentSheet(css);
  return (
    <div className="skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <span
          key={index}
          className={shortLast && index === rows - 1 ? 'skeleton-row short' : 'skeleton-row'}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Class of a body cell of a `ScrollTable`. */
export const tableCell = 'border-b border-border py-3 pr-4 align-middle';
const headCell =
  'border-b border-border py-2 pr-4 font-semibold whitespace-nowrap text-muted-foreground';

/**
 * A table inside a card that scrolls sideways on a phone instead of widening the page; the scroll
 * area is a labelled region reachable with the keyboard. `columns` are the header cells.
 */
export function ScrollTable({
  label,
  columns,
  className,
  children,
}: {
  label: string;
  columns: ReactNode[];
  /** Extra table classes, e.g. a minimum width. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative -mx-6 overflow-x-auto px-6 focus-visible:outline-offset-[-2px]"
    >
      <table className={clsx('w-full border-collapse text-left text-sm', className ?? 'min-w-max')}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

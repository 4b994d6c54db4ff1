import type { ReactNode } from 'react';

/**
 * One figure in a row of summary tiles (a list item named by its label: put tiles in a `<ul>`).
 * `children` (a breakdown of the figure) comes below the value, then the `detail` line.
 */
export function StatTile({
  label,
  value,
  detail,
  icon,
  children,
}: {
  label: string;
  value: string;
  detail?: string;
  icon: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li
      aria-label={label}
      className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        <span>{label}</span>
        <span aria-hidden="true" className="text-primary [&_svg]:size-4">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-2xl font-extrabold tracking-tight tabular-nums">{value}</p>
      {children}
      {detail ? <p className="mt-1 text-xs text-muted-foreground">{detail}</p> : null}
    </li>
  );
}

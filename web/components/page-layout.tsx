import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, a `<main id="main">` landmark (target of the skip link) and, optionally, the footer. */
export function PageLayout({
  children,
  footer = true,
  className,
}: {
  children: ReactNode;
  footer?: boolean;
  className?: string;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" tabIndex={-1} className={clsx('flex-1 outline-none', className)}>
        {children}
      </main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}

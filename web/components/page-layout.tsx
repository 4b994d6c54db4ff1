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
      {/* With a footer, main fills a screen: the footer starts below the fold, so content that
          arrives later (a list loading) grows the page instead of pushing the footer (no layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        className={clsx('flex-1 outline-none', footer && 'min-h-dvh', className)}
      >
        {children}
      </main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}

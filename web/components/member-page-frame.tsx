import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLayout } from './page-layout.tsx';
import { buttonVariants } from './ui/button-variants.ts';

/**
 * The frame of a signed-in page (the member layout's, and the server-painted dashboard top's, so
 * the two cannot differ): the site header, and "Back to Dashboard" above the page when asked.
 */
export function MemberPageFrame({ back, children }: { back: boolean; children: ReactNode }) {
  return (
    <PageLayout footer={false}>
      {back ? (
        <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6">
          <Link
            to="/dashboard"
            className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
          >
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </div>
      ) : null}
      {children}
    </PageLayout>
  );
}

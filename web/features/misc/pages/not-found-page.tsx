import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageLayout } from '#web/components/page-layout.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { usePageTitle } from '#web/lib/page-title.ts';

/** Any unknown deeper path. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <PageLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">404 Page Not Found</h1>
        <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link to="/" className={`${buttonVariants({ size: 'lg' })} mt-8`}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </div>
    </PageLayout>
  );
}

import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '#web/components/page-layout.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { formatPolicyDate } from '../lib/policy-facts.ts';

export interface PolicySection {
  /** The heading's id: the table of contents and other pages link to `#id`. */
  id: string;
  title: string;
  body: ReactNode;
}

export interface PolicyLink {
  to: string;
  label: string;
}

/** The eight policy pages, for cross-links. */
export const POLICY_PAGES = {
  privacy: { to: '/privacy-policy', label: 'Privacy Policy' },
  terms: { to: '/terms-of-service', label: 'Terms of Service' },
  refund: { to: '/refund-policy', label: 'Refund Policy' },
  health: { to: '/health-disclaimer', label: 'Health Disclaimer' },
  cancellation: { to: '/cancellation-policy', label: 'Cancellation Policy' },
  payment: { to: '/payment-policy', label: 'Payment Policy' },
  credits: { to: '/flex-credits-policy', label: 'Flex Credits Policy' },
  affiliate: { to: '/affiliate-policy', label: 'Affiliate Policy' },
} as const satisfies Record<string, PolicyLink>;

/** Readable body text: paragraphs, lists and tables inside a section (no typography plugin). */
const PROSE =
  'grid gap-3 leading-relaxed text-foreground/90 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5';

/** Pages with at least this many sections get a table of contents. */
const TOC_MIN_SECTIONS = 5;

/**
 * One policy page: Back to Home, the title, a fixed Last updated date, an optional table of
 * contents, the numbered sections (headings with ids) and the related policies.
 */
export function PolicyLayout({
  title,
  lastUpdated,
  intro,
  sections,
  related,
  children,
}: {
  title: string;
  /** yyyy-MM-dd: the date this text last changed (a constant, never "today"). */
  lastUpdated: string;
  intro?: ReactNode;
  sections: PolicySection[];
  related: PolicyLink[];
  /** Extra content after the sections (e.g. a call to action). */
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <PageLayout>
      <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to="/"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
        <header className="mt-4 border-b border-border pb-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">
            Last updated: <time dateTime={lastUpdated}>{formatPolicyDate(lastUpdated)}</time>
          </p>
          {intro ? <div className={`${PROSE} mt-4`}>{intro}</div> : null}
        </header>

        {sections.length >= TOC_MIN_SECTIONS ? (
          <nav
            aria-labelledby="policy-contents"
            className="mt-6 rounded-2xl border border-border bg-card p-5"
          >
            <h2 id="policy-contents" className="text-sm font-semibold tracking-wide uppercase">
              Contents
            </h2>
            <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2 sm:gap-x-8">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-primary underline-offset-2 hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        <div className="mt-8 grid gap-8">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="scroll-mt-24 text-xl font-bold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className={`${PROSE} mt-3`}>{section.body}</div>
            </section>
          ))}
        </div>

        {children}

        <nav aria-labelledby="policy-related" className="mt-10 border-t border-border pt-6">
          <h2 id="policy-related" className="text-sm font-semibold tracking-wide uppercase">
            Related policies
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {related.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </PageLayout>
  );
}

/** An inline link to another policy page (or one of its sections). */
export function PolicyLinkTo({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline underline-offset-2">
      {children}
    </Link>
  );
}

/** A mailto link. */
export function Email({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-medium text-primary underline underline-offset-2">
      {address}
    </a>
  );
}

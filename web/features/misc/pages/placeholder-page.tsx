import { ArrowLeft, Hammer } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import type { PlaceholderPath } from '#web/app/routes.ts';
import { PageLayout } from '#web/components/page-layout.tsx';
import { RequireAuth } from '#web/components/require-auth.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { usePageTitle } from '#web/lib/page-title.ts';

/**
 * member: signed-in only (others go to `/`). admin-home: admins only (others go to `/`).
 * admin: signed-in; non-admins see Access Denied. public / policy: anyone.
 */
type Access = 'member' | 'admin-home' | 'admin' | 'public' | 'policy';

interface PlaceholderInfo {
  title: string;
  description: string;
  access: Access;
}

const member = (title: string, description: string): PlaceholderInfo => ({
  title,
  description,
  access: 'member',
});
const policy = (title: string, description: string): PlaceholderInfo => ({
  title,
  description,
  access: 'policy',
});

export const PLACEHOLDERS: Record<PlaceholderPath, PlaceholderInfo> = {
  nutrition: member('Nutrition Tracking', 'Log calories, macros and hydration each day.'),
  notes: member('My Notes', 'Keep personal notes about your training.'),
  affiliate: member('Affiliate Program', 'Refer friends and earn recurring commission.'),
  blog: {
    title: 'Blog',
    description: 'Training, nutrition and wellness articles from our coaches.',
    access: 'public',
  },
  'blog/:slug': {
    title: 'Blog Post',
    description: 'This article is on its way.',
    access: 'public',
  },
  admin: {
    title: 'Admin Dashboard',
    description: 'Manage blog posts, affiliates and exports.',
    access: 'admin-home',
  },
  'admin/blog': {
    title: 'Blog Management',
    description: 'Create, edit and publish blog posts.',
    access: 'admin',
  },
  'admin/blog/new': {
    title: 'Create New Post',
    description: 'Write a new blog post.',
    access: 'admin',
  },
  'admin/blog/edit/:id': {
    title: 'Edit Blog Post',
    description: 'Update an existing blog post.',
    access: 'admin',
  },
  'admin/affiliate': {
    title: 'Affiliate Management',
    description: 'Review affiliates and approve payouts.',
    access: 'admin',
  },
  'admin/sheets': {
    title: 'Spreadsheet Export',
    description: 'Test the spreadsheet export connection.',
    access: 'admin',
  },
  'privacy-policy': policy(
    'Privacy Policy',
    'What we collect, how we use it and the choices you have.',
  ),
  'terms-of-service': policy(
    'Terms of Service',
    'The agreement that governs your use of FlexCoach.',
  ),
  'refund-policy': policy(
    'Refund Policy',
    'When and how subscriptions and credit purchases are refunded.',
  ),
  'health-disclaimer': policy(
    'Health Disclaimer',
    'Important information to read before you start training.',
  ),
  'cancellation-policy': policy(
    'Cancellation Policy',
    'How to cancel your subscription and what happens next.',
  ),
  'payment-policy': policy('Payment Policy', 'How billing, renewals and payment methods work.'),
  'flex-credits-policy': policy(
    'Flex Credits Policy',
    'How Flex Credits are bought, spent and kept.',
  ),
  'affiliate-policy': policy(
    'Affiliate Policy',
    'The rules and commission terms of the FlexCoach affiliate program.',
  ),
};

function usePlaceholderInfo(): PlaceholderInfo {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id;
  return (
    (id && PLACEHOLDERS[id as PlaceholderPath]) || {
      title: 'FlexCoach',
      description: '',
      access: 'public',
    }
  );
}

/** A route of the spec whose page is still being built (see `app/routes.ts`). */
export function PlaceholderPage() {
  const info = usePlaceholderInfo();
  usePageTitle(info.title);
  const content = <PlaceholderContent info={info} />;
  switch (info.access) {
    case 'member':
      return <RequireAuth>{content}</RequireAuth>;
    case 'admin-home':
      return <RequireAuth admin="redirect">{content}</RequireAuth>;
    case 'admin':
      return <RequireAuth admin="deny">{content}</RequireAuth>;
    default:
      return content;
  }
}

function PlaceholderContent({ info }: { info: PlaceholderInfo }) {
  const signedInArea = info.access !== 'public' && info.access !== 'policy';
  const back = signedInArea
    ? { to: '/dashboard', label: 'Back to Dashboard' }
    : { to: '/', label: 'Back to Home' };
  return (
    <PageLayout footer={!signedInArea}>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <Link to={back.to} className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} -ml-3`}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{info.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{info.description}</p>
        <div className="mt-10 flex items-start gap-4 rounded-2xl border border-dashed border-input bg-card p-6">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Hammer className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-semibold">This page is being built</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {info.access === 'policy'
                ? 'The full text of this policy will be published here shortly.'
                : 'We are putting the finishing touches on this part of FlexCoach.'}
            </p>
          </div>
        </div>
      </div>
    </PageLayout>
  );
}

import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, MINIMUM_AGE, TIER_CONFIG } from '#common/constants.ts';
import { renderRoute } from '#web/test/render.tsx';
import { AffiliatePolicyPage } from './affiliate-policy-page.tsx';
import { CancellationPolicyPage } from './cancellation-policy-page.tsx';
import { FlexCreditsPolicyPage } from './flex-credits-policy-page.tsx';
import { HealthDisclaimerPage } from './health-disclaimer-page.tsx';
import { PaymentPolicyPage } from './payment-policy-page.tsx';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';
import { RefundPolicyPage } from './refund-policy-page.tsx';
import { TermsOfServicePage } from './terms-of-service-page.tsx';

const FINANCIAL = [
  '/refund-policy',
  '/payment-policy',
  '/affiliate-policy',
  '/flex-credits-policy',
] as const;

interface PageCase {
  path: string;
  title: string;
  Page: ComponentType;
  /** Policy pages this page must link to. */
  links: readonly string[];
}

const PAGES: PageCase[] = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    Page: PrivacyPolicyPage,
    links: ['/terms-of-service'],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    Page: TermsOfServicePage,
    links: ['/refund-policy', '/health-disclaimer'],
  },
  {
    path: '/refund-policy',
    title: 'Refund Policy',
    Page: RefundPolicyPage,
    links: [...FINANCIAL, '/terms-of-service', '/privacy-policy'],
  },
  {
    path: '/health-disclaimer',
    title: 'Health Disclaimer',
    Page: HealthDisclaimerPage,
    links: ['/terms-of-service'],
  },
  {
    path: '/cancellation-policy',
    title: 'Cancellation Policy',
    Page: CancellationPolicyPage,
    links: ['/refund-policy', '/payment-policy', '/terms-of-service', '/privacy-policy'],
  },
  {
    path: '/payment-policy',
    title: 'Payment Policy',
    Page: PaymentPolicyPage,
    links: [...FINANCIAL, '/terms-of-service', '/privacy-policy'],
  },
  {
    path: '/flex-credits-policy',
    title: 'Flex Credits Policy',
    Page: FlexCreditsPolicyPage,
    links: [...FINANCIAL, '/terms-of-service', '/privacy-policy'],
  },
  {
    path: '/affiliate-policy',
    title: 'Affiliate Policy',
    Page: AffiliatePolicyPage,
    links: [...FINANCIAL, '/terms-of-service', '/privacy-policy'],
  },
];

const renderPage = ({ Page, path }: PageCase) => renderRoute(<Page />, { path });

/** Links of the page's own content (the site header and footer excluded). */
const articleLinks = () =>
  within(screen.getByRole('article'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe.each(PAGES)('$path', (page) => {
  it('shows its heading, Back to Home, a fixed Last updated date and its cross-links', () => {
    renderPage(page);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const updated = screen.getByText(/^Last updated:/);
    const time = updated.querySelector('time');
    expect(time?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time).toHaveTextContent(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const hrefs = articleLinks();
    for (const target of page.links.filter((to) => to !== page.path)) {
      expect(hrefs, `${page.path} links to ${target}`).toContain(target);
    }
    expect(hrefs).not.toContain(page.path);
  });

  it('gives every section heading an id, listed in the table of contents when long', () => {
    renderPage(page);
    const headings = within(screen.getByRole('article'))
      .getAllByRole('heading', { level: 2 })
      .filter((h) => /^\d+\. /.test(h.textContent ?? ''));
    expect(headings.length).toBeGreaterThanOrEqual(5);
    for (const heading of headings) expect(heading.id).toMatch(/^[a-z-]+$/);
    const toc = screen.queryByRole('navigation', { name: 'Contents' });
    if (toc) {
      expect(
        within(toc)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(headings.map((h) => `#${h.id}`));
    }
  });
});

describe('policy contents', () => {
  it('privacy: 12 sections, retention, age, cookies and both contact addresses', () => {
    renderPage(PAGES[0]!);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(toc).getAllByRole('listitem')).toHaveLength(12);
    for (const text of [
      'Introduction',
      'Information we collect',
      'How we share your information',
      'Your rights and choices',
      'Data retention',
      "Children's privacy",
      'International users',
      'Cookies',
      'Contact us',
    ]) {
      expect(within(toc).getByRole('link', { name: text })).toBeInTheDocument();
    }
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('up to 7 years after deletion');
    expect(article).toHaveTextContent(`at least ${MINIMUM_AGE} years old`);
    expect(article).toHaveTextContent('fc_session');
    expect(article).toHaveTextContent('fc_ref');
    expect(article).toHaveTextContent('We do not use third-party advertising cookies');
    expect(screen.getAllByRole('link', { name: 'privacy@flexcoach.app' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@flexcoach.app',
    );
    expect(screen.getAllByRole('link', { name: 'support@flexcoach.app' }).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('link', { name: /back to the FlexCoach home page/ })).toHaveAttribute(
      'href',
      '/',
    );
    for (const text of [
      'Payment provider:',
      'Analytics:',
      'Spreadsheet export:',
      'Legal requirements:',
      'Business transfer:',
      'Future trainers:',
    ]) {
      expect(within(article).getByText(text)).toBeInTheDocument();
    }
  });

  it('credits: lists exactly the packs the purchase screen sells, and the credit rules', () => {
    renderPage(PAGES[6]!);
    const packs = within(screen.getByRole('list', { name: 'Credit packs' })).getAllByRole(
      'listitem',
    );
    expect(packs.map((li) => li.textContent)).toEqual(
      CREDIT_PACKS.map(
        (p) =>
          `${p.name}: ${p.credits} credits for $${(p.priceCents / 100).toFixed(2)}${
            p.bonus > 0 ? ` (includes ${p.bonus} bonus credits)` : ''
          }`,
      ),
    );
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('One Flex Credit equals one AI conversation with Flex.');
    expect(article).toHaveTextContent('Credits never expire');
    expect(article).toHaveTextContent('non-transferable');
    expect(article).toHaveTextContent('within 30 days');
  });

  it('payment: plan prices from the tier config and the billing rules', () => {
    renderPage(PAGES[5]!);
    const article = screen.getByRole('article');
    for (const tier of ['basic', 'pro', 'premium'] as const) {
      const { name, priceCents } = TIER_CONFIG[tier];
      expect(article).toHaveTextContent(`${name}: $${(priceCents / 100).toFixed(2)} per month`);
    }
    expect(article).toHaveTextContent('retry it up to 3 times over 7 days');
    expect(article).toHaveTextContent('billing portal');
    expect(article).toHaveTextContent('pro-rated');
  });

  it('affiliate: commissions per plan, terms, and a button to /affiliate', () => {
    renderPage(PAGES[7]!);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('20% of every monthly payment');
    expect(article).toHaveTextContent('Basic ($9.99 per month): $2.00 per month');
    expect(article).toHaveTextContent('Pro ($19.99 per month): $4.00 per month');
    expect(article).toHaveTextContent('Premium ($29.99 per month): $6.00 per month');
    expect(article).toHaveTextContent('30 days');
    expect(article).toHaveTextContent('$50.00');
    expect(article).toHaveTextContent('7-14 business days');
    expect(article).toHaveTextContent('No self-referrals');
    expect(screen.getByRole('link', { name: 'Join the Affiliate Program' })).toHaveAttribute(
      'href',
      '/affiliate',
    );
  });

  it('refund: the guarantee and the exception windows', () => {
    renderPage(PAGES[2]!);
    const article = screen.getByRole('article');
    for (const text of [
      '7-day money-back guarantee',
      'first subscription payment',
      'within 48 hours',
      'duplicate charge',
      'more than 24 hours',
      'within 30 days of the charge',
      '7-10 business days',
    ]) {
      expect(article).toHaveTextContent(text);
    }
  });
});

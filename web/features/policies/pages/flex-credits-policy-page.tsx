import { Email, POLICY_PAGES, PolicyLayout, PolicyLinkTo } from '../components/policy-layout.tsx';
import {
  CREDIT_ERROR_REFUND_DAYS,
  CREDIT_PACK_FACTS,
  FREE_PLAN,
  SUPPORT_EMAIL,
} from '../lib/policy-facts.ts';

/** The date this text last changed. */
export const FLEX_CREDITS_POLICY_UPDATED = '2026-11-21';

/**
 * `/flex-credits-policy`. The spec gives two readings of the packs; this page states the packs the
 * purchase screen sells (`CREDIT_PACKS`), so the two can never disagree.
 */
export function FlexCreditsPolicyPage() {
  return (
    <PolicyLayout
      title="Flex Credits Policy"
      lastUpdated={FLEX_CREDITS_POLICY_UPDATED}
      intro={
        <p>
          Flex Credits let members on the {FREE_PLAN.name} plan talk to Flex, our AI coach, without
          a subscription: you pay only for the conversations you have.
        </p>
      }
      sections={[
        {
          id: 'what-credits-are',
          title: 'What a credit is',
          body: (
            <>
              <p>
                <strong>One Flex Credit equals one AI conversation with Flex.</strong> On the{' '}
                {FREE_PLAN.name} plan, a credit is used each time Flex helps you once your plan's
                free allowance is used up. Paid plans include unlimited coaching and use no credits.
              </p>
              <p>Your balance is shown on the Buy Flex Credits page and in the Flex chat.</p>
            </>
          ),
        },
        {
          id: 'packs',
          title: 'Credit packs',
          body: (
            <>
              <p>Credits are sold in these packs, the same ones offered on the Buy Credits page:</p>
              <ul aria-label="Credit packs">
                {CREDIT_PACK_FACTS.map((pack) => (
                  <li key={pack.id}>
                    <strong>{pack.name}:</strong> {pack.credits} credits for {pack.price}
                    {pack.bonus > 0 ? ` (includes ${pack.bonus} bonus credits)` : ''}
                  </li>
                ))}
              </ul>
              <p>
                Each pack is a one-time payment in US dollars, charged when you buy it; credits are
                added to your balance as soon as the payment is confirmed.
              </p>
            </>
          ),
        },
        {
          id: 'expiry',
          title: 'Credits never expire',
          body: (
            <p>
              Credits stay in your account until you use them, with no expiry date. They also stay
              if you later subscribe to a paid plan, or cancel one.
            </p>
          ),
        },
        {
          id: 'transfer',
          title: 'Credits are non-transferable',
          body: (
            <p>
              Credits belong to the account that bought them. They cannot be transferred to another
              member, sold or exchanged for cash, and they are removed if you delete your account.
            </p>
          ),
        },
        {
          id: 'refunds',
          title: 'Refunds',
          body: (
            <p>
              Credits are non-refundable once used, except when a conversation failed because of an
              error on our side. Tell us at <Email address={SUPPORT_EMAIL} /> within{' '}
              {CREDIT_ERROR_REFUND_DAYS} days and we will return the credit or refund its value.
              Other refund cases are in the{' '}
              <PolicyLinkTo to={POLICY_PAGES.refund.to}>Refund Policy</PolicyLinkTo>.
            </p>
          ),
        },
        {
          id: 'changes',
          title: 'Changes to packs and prices',
          body: (
            <p>
              We may change the packs or their prices for future purchases; credits you already hold
              are not affected. Payments follow the{' '}
              <PolicyLinkTo to={POLICY_PAGES.payment.to}>Payment Policy</PolicyLinkTo>.
            </p>
          ),
        },
      ]}
      related={[
        POLICY_PAGES.refund,
        POLICY_PAGES.payment,
        POLICY_PAGES.affiliate,
        POLICY_PAGES.terms,
        POLICY_PAGES.privacy,
      ]}
    >
      <p className="mt-8 text-sm text-muted-foreground">
        Buy credits from the <PolicyLinkTo to="/buy-credits">Buy Flex Credits</PolicyLinkTo> page.
      </p>
    </PolicyLayout>
  );
}

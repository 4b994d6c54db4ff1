import { Email, POLICY_PAGES, PolicyLayout, PolicyLinkTo } from '../components/policy-layout.tsx';
import {
  CHANGE_NOTICE_DAYS,
  CREDIT_PACK_FACTS,
  describePack,
  PAID_PLANS,
  PAYMENT_RETRIES,
  PAYMENT_RETRY_DAYS,
  RENEWAL_REMINDER_DAYS,
  SUPPORT_EMAIL,
} from '../lib/policy-facts.ts';

/** The date this text last changed. */
export const PAYMENT_POLICY_UPDATED = '2026-11-21';

/** `/payment-policy` (spec part 2 sections 4 and 9): plans, billing, plan changes, failed payments. */
export function PaymentPolicyPage() {
  return (
    <PolicyLayout
      title="Payment Policy"
      lastUpdated={PAYMENT_POLICY_UPDATED}
      intro={
        <p>
          How FlexCoach charges for plans and Flex Credits. All prices are in US dollars. This
          policy is part of our{' '}
          <PolicyLinkTo to={POLICY_PAGES.terms.to}>Terms of Service</PolicyLinkTo>.
        </p>
      }
      sections={[
        {
          id: 'plans',
          title: 'Plans and prices',
          body: (
            <>
              <p>The Free plan costs nothing. Paid plans are monthly subscriptions:</p>
              <ul>
                {PAID_PLANS.map((plan) => (
                  <li key={plan.tier}>
                    <strong>{plan.name}:</strong> {plan.price} per month
                  </li>
                ))}
              </ul>
              <p>
                The features of each plan are shown on the upgrade page before you pay. A promo
                code, when you have one, is applied at checkout and its discount and duration are
                shown before you confirm. If we ever offer a free trial, it is limited to one per
                member.
              </p>
            </>
          ),
        },
        {
          id: 'billing',
          title: 'Billing cycle and renewal',
          body: (
            <p>
              Plans are billed monthly in advance, on the same day of the month as your signup date,
              and renew automatically until you cancel. We email you a reminder{' '}
              {RENEWAL_REMINDER_DAYS} days before each renewal. Payments are processed by our
              payment provider; FlexCoach never sees or stores your full card number.
            </p>
          ),
        },
        {
          id: 'plan-changes',
          title: 'Upgrades and downgrades',
          body: (
            <ul>
              <li>
                <strong>Upgrades</strong> take effect immediately. You pay a pro-rated charge for
                the rest of the current period and your billing cycle is adjusted.
              </li>
              <li>
                <strong>Downgrades</strong> take effect at the end of the current billing period:
                you keep your current plan until then and pay the lower price from the next billing
                date.
              </li>
              <li>
                <strong>Cancellations</strong> also take effect at the end of the period (see the{' '}
                <PolicyLinkTo to={POLICY_PAGES.cancellation.to}>Cancellation Policy</PolicyLinkTo>
                ).
              </li>
            </ul>
          ),
        },
        {
          id: 'failed-payments',
          title: 'Failed payments',
          body: (
            <p>
              If a renewal payment fails, we retry it up to {PAYMENT_RETRIES} times over{' '}
              {PAYMENT_RETRY_DAYS} days while you keep your plan. If every attempt fails, the
              subscription is cancelled and your account moves to the Free plan; your data is kept.
              To reactivate, update your payment method and subscribe again.
            </p>
          ),
        },
        {
          id: 'payment-method',
          title: 'Changing your card',
          body: (
            <p>
              Update your card or billing details at any time in the billing portal, opened from the
              plan card in Account Settings. The new card is used from the next charge, including
              any retry of a failed payment.
            </p>
          ),
        },
        {
          id: 'flex-credits',
          title: 'Flex Credits',
          body: (
            <p>
              Flex Credits are one-time purchases, not subscriptions:{' '}
              {CREDIT_PACK_FACTS.map((pack) => `${pack.name}: ${describePack(pack)}`).join('; ')}.
              They are charged once, at purchase. See the{' '}
              <PolicyLinkTo to={POLICY_PAGES.credits.to}>Flex Credits Policy</PolicyLinkTo>.
            </p>
          ),
        },
        {
          id: 'price-changes',
          title: 'Price changes',
          body: (
            <p>
              We will email you at least {CHANGE_NOTICE_DAYS} days before a price change applies to
              your plan. The new price applies from your first renewal after the notice period; you
              can cancel before then.
            </p>
          ),
        },
        {
          id: 'refunds-and-questions',
          title: 'Refunds and questions',
          body: (
            <p>
              Refunds follow the{' '}
              <PolicyLinkTo to={POLICY_PAGES.refund.to}>Refund Policy</PolicyLinkTo>. Affiliate
              commissions on your payments are covered by the{' '}
              <PolicyLinkTo to={POLICY_PAGES.affiliate.to}>Affiliate Policy</PolicyLinkTo>, and
              payment data by the{' '}
              <PolicyLinkTo to={POLICY_PAGES.privacy.to}>Privacy Policy</PolicyLinkTo>. Billing
              questions: <Email address={SUPPORT_EMAIL} />.
            </p>
          ),
        },
      ]}
      related={[
        POLICY_PAGES.refund,
        POLICY_PAGES.credits,
        POLICY_PAGES.affiliate,
        POLICY_PAGES.cancellation,
        POLICY_PAGES.terms,
        POLICY_PAGES.privacy,
      ]}
    />
  );
}

import { Email, POLICY_PAGES, PolicyLayout, PolicyLinkTo } from '../components/policy-layout.tsx';
import { DELETION_DAYS, FREE_PLAN, SUPPORT_EMAIL } from '../lib/policy-facts.ts';

/** The date this text last changed. */
export const CANCELLATION_POLICY_UPDATED = '2026-11-21';

/** `/cancellation-policy` (spec part 2 section 4, Subscriptions). */
export function CancellationPolicyPage() {
  return (
    <PolicyLayout
      title="Cancellation Policy"
      lastUpdated={CANCELLATION_POLICY_UPDATED}
      intro={
        <p>
          You can cancel a paid FlexCoach plan at any time, without a fee and without contacting us.
        </p>
      }
      sections={[
        {
          id: 'how-to-cancel',
          title: 'How to cancel',
          body: (
            <p>
              Open Account Settings, choose <em>Cancel subscription</em> on the plan card and
              confirm. You can also ask us at <Email address={SUPPORT_EMAIL} />.
            </p>
          ),
        },
        {
          id: 'what-happens',
          title: 'What happens when you cancel',
          body: (
            <ul>
              <li>
                You keep every feature of your plan until the end of the billing period you have
                paid for. No further payment is taken.
              </li>
              <li>
                At the end of that period your account moves to the {FREE_PLAN.name} plan (
                {FREE_PLAN.features.join('; ')}).
              </li>
              <li>
                Your workouts, measurements, notes and other records stay in your account. Features
                of paid plans, such as nutrition tracking, are locked again until you subscribe.
              </li>
              <li>Flex Credits you bought stay in your account; they never expire.</li>
            </ul>
          ),
        },
        {
          id: 'refunds',
          title: 'Refunds',
          body: (
            <p>
              Cancelling stops future payments; it does not refund the current period, which you
              keep using. Refunds, including the money-back guarantee on your first payment, are
              covered by the <PolicyLinkTo to={POLICY_PAGES.refund.to}>Refund Policy</PolicyLinkTo>.
            </p>
          ),
        },
        {
          id: 'resubscribe',
          title: 'Coming back',
          body: (
            <p>
              You can subscribe again at any time from the upgrade page; the new plan starts
              immediately and a new billing cycle begins. A subscription that ended because payments
              failed is reactivated the same way, after updating your payment method (see the{' '}
              <PolicyLinkTo to={POLICY_PAGES.payment.to}>Payment Policy</PolicyLinkTo>).
            </p>
          ),
        },
        {
          id: 'delete-account',
          title: 'Deleting your account',
          body: (
            <p>
              Cancelling a plan does not delete your account. To delete it, use{' '}
              <em>Delete my account</em> in Account Settings; deletion is processed within{' '}
              {DELETION_DAYS} days, as described in the{' '}
              <PolicyLinkTo to={POLICY_PAGES.privacy.to}>Privacy Policy</PolicyLinkTo>.
            </p>
          ),
        },
      ]}
      related={[
        POLICY_PAGES.refund,
        POLICY_PAGES.payment,
        POLICY_PAGES.credits,
        POLICY_PAGES.terms,
        POLICY_PAGES.privacy,
      ]}
    />
  );
}

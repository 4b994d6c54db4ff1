import { Email, POLICY_PAGES, PolicyLayout, PolicyLinkTo } from '../components/policy-layout.tsx';
import {
  CREDIT_ERROR_REFUND_DAYS,
  DISPUTE_DAYS,
  INVESTIGATION_BUSINESS_DAYS,
  ISSUE_REPORT_HOURS,
  MONEY_BACK_DAYS,
  OUTAGE_HOURS,
  REFUND_BUSINESS_DAYS,
  RESPONSE_BUSINESS_DAYS,
  SUPPORT_EMAIL,
} from '../lib/policy-facts.ts';

/** The date this text last changed. */
export const REFUND_POLICY_UPDATED = '2026-11-21';

/**
 * `/refund-policy` (spec part 2 section 9): the refund windows.
 *
 * Long on purpose: a legal document is one JSX tree of its sections in reading order, so the
 * text reads top to bottom in the source as on the page; it holds no logic to split out.
 */
export function RefundPolicyPage() {
  return (
    <PolicyLayout
      title="Refund Policy"
      lastUpdated={REFUND_POLICY_UPDATED}
      intro={
        <p>
          We want you to be happy with FlexCoach. This page explains when a payment can be refunded
          and how to ask. It is part of our{' '}
          <PolicyLinkTo to={POLICY_PAGES.terms.to}>Terms of Service</PolicyLinkTo>.
        </p>
      }
      sections={[
        {
          id: 'money-back-guarantee',
          title: `${MONEY_BACK_DAYS}-day money-back guarantee`,
          body: (
            <p>
              If FlexCoach is not for you, ask for a refund within {MONEY_BACK_DAYS} days of your
              <strong> first subscription payment</strong> and we will refund it in full, no
              questions asked. The guarantee applies once per member, to the first payment only;
              renewals and later plan changes are not covered.
            </p>
          ),
        },
        {
          id: 'exceptions',
          title: 'Other refunds we make',
          body: (
            <>
              <p>Outside the guarantee, we refund a payment when:</p>
              <ul>
                <li>
                  a problem with the service stopped you from using what you paid for and you
                  reported it to us within {ISSUE_REPORT_HOURS} hours;
                </li>
                <li>you were charged twice for the same thing (duplicate charge);</li>
                <li>
                  FlexCoach was unavailable for more than {OUTAGE_HOURS} hours in a row during your
                  billing period.
                </li>
              </ul>
              <p>
                Tell us about the problem as described below and we will refund the affected
                payment.
              </p>
            </>
          ),
        },
        {
          id: 'not-refundable',
          title: 'What is not refunded',
          body: (
            <ul>
              <li>
                Renewal payments, and the rest of a month after you cancel: when you cancel, you
                keep your plan until the end of the period you paid for (see the{' '}
                <PolicyLinkTo to={POLICY_PAGES.cancellation.to}>Cancellation Policy</PolicyLinkTo>
                ).
              </li>
              <li>
                Downgrades: the lower price applies from your next billing date, so there is nothing
                to refund (see the{' '}
                <PolicyLinkTo to={POLICY_PAGES.payment.to}>Payment Policy</PolicyLinkTo>).
              </li>
              <li>
                Flex Credits that have been used, unless they were used up by an error on our side
                (see below).
              </li>
            </ul>
          ),
        },
        {
          id: 'flex-credits',
          title: 'Flex Credits',
          body: (
            <p>
              Flex Credits are non-refundable once used. If a credit was spent on a conversation
              that failed because of an error on our side, tell us within {CREDIT_ERROR_REFUND_DAYS}{' '}
              days and we will return the credit or refund its value. The packs and all credit rules
              are in the{' '}
              <PolicyLinkTo to={POLICY_PAGES.credits.to}>Flex Credits Policy</PolicyLinkTo>.
            </p>
          ),
        },
        {
          id: 'how-to-request',
          title: 'How to request a refund',
          body: (
            <>
              <ol>
                <li>
                  Email <Email address={SUPPORT_EMAIL} /> from the address of your account, with the
                  date and amount of the payment and the reason.
                </li>
                <li>
                  We reply within {RESPONSE_BUSINESS_DAYS} business day and finish our investigation
                  within {INVESTIGATION_BUSINESS_DAYS} business days.
                </li>
                <li>
                  An approved refund goes back to the original payment method and usually arrives
                  within {REFUND_BUSINESS_DAYS} business days, depending on your bank.
                </li>
              </ol>
            </>
          ),
        },
        {
          id: 'disputes',
          title: 'Billing disputes',
          body: (
            <p>
              If you think a charge is wrong, contact us within {DISPUTE_DAYS} days of the charge
              before disputing it with your bank. We investigate within{' '}
              {INVESTIGATION_BUSINESS_DAYS} business days and, if the charge was wrong, refund it
              within {REFUND_BUSINESS_DAYS} business days. Commissions paid to affiliates are
              described in the{' '}
              <PolicyLinkTo to={POLICY_PAGES.affiliate.to}>Affiliate Policy</PolicyLinkTo>.
            </p>
          ),
        },
        {
          id: 'trainer-sessions',
          title: 'Future trainer sessions',
          body: (
            <>
              <p>
                If we launch bookings with personal trainers, these refund rules will apply to
                sessions:
              </p>
              <ul>
                <li>cancelled 24 hours or more before the start: full refund;</li>
                <li>cancelled 12 to 24 hours before the start: 50% refund;</li>
                <li>cancelled less than 12 hours before the start: no refund;</li>
                <li>cancelled by the trainer: full refund, whatever the timing.</li>
              </ul>
            </>
          ),
        },
      ]}
      related={[
        POLICY_PAGES.payment,
        POLICY_PAGES.credits,
        POLICY_PAGES.affiliate,
        POLICY_PAGES.cancellation,
        POLICY_PAGES.terms,
        POLICY_PAGES.privacy,
      ]}
    />
  );
}

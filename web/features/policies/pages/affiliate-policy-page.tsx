import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { Email, POLICY_PAGES, PolicyLayout, PolicyLinkTo } from '../components/policy-layout.tsx';
import {
  AFFILIATE_COOKIE_DAYS,
  AFFILIATE_MIN_PAYOUT,
  AFFILIATE_PAYOUT_BUSINESS_DAYS,
  COMMISSION_PERCENT,
  PAID_PLANS,
  SUPPORT_EMAIL,
} from '../lib/policy-facts.ts';

/** The date this text last changed. */
export const AFFILIATE_POLICY_UPDATED = '2026-11-21';

/** `/affiliate-policy` (spec part 2 sections 4 and 9): commission terms and a button to /affiliate. */
export function AffiliatePolicyPage() {
  return (
    <PolicyLayout
      title="Affiliate Policy"
      lastUpdated={AFFILIATE_POLICY_UPDATED}
      intro={
        <p>
          The FlexCoach affiliate programme pays you a recurring commission when people you refer
          subscribe to a paid plan. Any signed-in member can join from the Affiliate page.
        </p>
      }
      sections={[
        {
          id: 'joining',
          title: 'Joining the programme',
          body: (
            <p>
              Join from the Affiliate page in your account. You get a personal referral code, based
              on your first name (with a number added if the name is taken), and a link to share.
              You can add a PayPal email when you join or later, and regenerate your code from your
              affiliate dashboard.
            </p>
          ),
        },
        {
          id: 'commission',
          title: 'Commission',
          body: (
            <>
              <p>
                You earn <strong>{COMMISSION_PERCENT}% of every monthly payment</strong> made by a
                member you referred, for as long as they stay subscribed:
              </p>
              <ul>
                {PAID_PLANS.map((plan) => (
                  <li key={plan.tier}>
                    {plan.name} ({plan.price} per month): {plan.commission} per month
                  </li>
                ))}
              </ul>
              <p>
                If your referral cancels, you keep earning until the end of the billing period they
                paid for. If they subscribe again while your referral cookie is still valid,
                commissions resume.
              </p>
            </>
          ),
        },
        {
          id: 'attribution',
          title: 'How referrals are tracked',
          body: (
            <p>
              When someone opens your link, a referral cookie is stored in their browser for{' '}
              {AFFILIATE_COOKIE_DAYS} days. If they sign up within that time, the referral is
              recorded as pending; it becomes converted when their first payment succeeds, which
              earns your first commission. Your dashboard shows your referrals, conversions and
              commissions.
            </p>
          ),
        },
        {
          id: 'payouts',
          title: 'Payouts',
          body: (
            <ul>
              <li>
                Commissions are added to your pending earnings. You can request a payout once they
                reach <strong>{AFFILIATE_MIN_PAYOUT}</strong>.
              </li>
              <li>Payouts are sent through PayPal, so a valid PayPal email is required.</li>
              <li>
                Each payout is reviewed and approved by our team, then processed within{' '}
                {AFFILIATE_PAYOUT_BUSINESS_DAYS} business days.
              </li>
              <li>
                You are responsible for any taxes on your earnings. Amounts are in US dollars.
              </li>
            </ul>
          ),
        },
        {
          id: 'rules',
          title: 'Programme rules',
          body: (
            <ul>
              <li>
                <strong>No self-referrals:</strong> signing up or paying through your own link earns
                no commission.
              </li>
              <li>
                Promote FlexCoach honestly: no spam and no misleading claims about results or
                prices.
              </li>
              <li>
                Do not offer cash or rewards in exchange for sign-ups, and do not create fake
                accounts.
              </li>
            </ul>
          ),
        },
        {
          id: 'suspension',
          title: 'Suspension',
          body: (
            <p>
              We may suspend an affiliate account that breaks these rules or the{' '}
              <PolicyLinkTo to={POLICY_PAGES.terms.to}>Terms of Service</PolicyLinkTo>. A suspended
              affiliate earns no commissions from new referrals until the account is reactivated.
            </p>
          ),
        },
        {
          id: 'changes-contact',
          title: 'Changes and contact',
          body: (
            <p>
              We may change these terms with notice by email; commissions already earned are paid
              under the terms in force when they were earned. Questions:{' '}
              <Email address={SUPPORT_EMAIL} />. How referral data is handled is described in the{' '}
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
    >
      <div className="mt-10 rounded-2xl border border-border bg-primary-soft p-6 text-center">
        <p className="font-semibold">Ready to share FlexCoach?</p>
        <Link to="/affiliate" className={buttonVariants({ className: 'mt-4' })}>
          Join the Affiliate Program
        </Link>
      </div>
    </PolicyLayout>
  );
}

import { Email, POLICY_PAGES, PolicyLayout, PolicyLinkTo } from '../components/policy-layout.tsx';
import {
  CHANGE_NOTICE_DAYS,
  FREE_PLAN,
  LIABILITY_MIN,
  MINIMUM_AGE,
  PAID_PLANS,
  SUPPORT_EMAIL,
} from '../lib/policy-facts.ts';

/** The date this text last changed. */
export const TERMS_OF_SERVICE_UPDATED = '2026-11-21';

/**
 * `/terms-of-service` (spec part 2 sections 2 and 9): links to the refund and health pages.
 *
 * Long on purpose: a legal document is one JSX tree of its sections in reading order, so the
 * text reads top to bottom in the source as on the page; it holds no logic to split out.
 */
export function TermsOfServicePage() {
  return (
    <PolicyLayout
      title="Terms of Service"
      lastUpdated={TERMS_OF_SERVICE_UPDATED}
      intro={
        <p>
          These terms are the agreement between you and FlexCoach for the use of the FlexCoach
          website, app and Flex AI coach. Please read them with our{' '}
          <PolicyLinkTo to={POLICY_PAGES.refund.to}>Refund Policy</PolicyLinkTo> and our{' '}
          <PolicyLinkTo to={POLICY_PAGES.health.to}>Health Disclaimer</PolicyLinkTo>, which are part
          of them.
        </p>
      }
      sections={[
        {
          id: 'acceptance',
          title: 'Acceptance of these terms',
          body: (
            <p>
              By creating an account or using FlexCoach you accept these terms and our{' '}
              <PolicyLinkTo to={POLICY_PAGES.privacy.to}>Privacy Policy</PolicyLinkTo>. If you do
              not accept them, do not use the service.
            </p>
          ),
        },
        {
          id: 'eligibility',
          title: 'Eligibility and your account',
          body: (
            <>
              <p>
                You must be at least {MINIMUM_AGE} years old to use FlexCoach. You agree to give
                accurate information, including about your health and injuries, because your
                workouts are generated from it.
              </p>
              <p>
                Keep your password private. You are responsible for what happens under your account;
                tell us at <Email address={SUPPORT_EMAIL} /> if you think someone else has used it.
                Your session ends after a period of inactivity for your protection.
              </p>
            </>
          ),
        },
        {
          id: 'service',
          title: 'The service and the plans',
          body: (
            <>
              <p>
                The {FREE_PLAN.name} plan includes: {FREE_PLAN.features.join('; ')}. Paid plans are
                billed monthly:
              </p>
              <ul>
                {PAID_PLANS.map((plan) => (
                  <li key={plan.tier}>
                    <strong>
                      {plan.name}, {plan.price} per month:
                    </strong>{' '}
                    {plan.features.join('; ')}.
                  </li>
                ))}
              </ul>
              <p>
                Paid plans include unlimited coaching with Flex; on the {FREE_PLAN.name} plan each
                Flex conversation uses a Flex Credit. We may improve, change or retire features; we
                will not remove a paid feature you are paying for during your current billing
                period.
              </p>
            </>
          ),
        },
        {
          id: 'ai-coaching',
          title: 'AI-generated content',
          body: (
            <p>
              Workouts, suggestions and Flex's answers are generated automatically. They are general
              fitness guidance, can contain mistakes and are not medical advice. Use your own
              judgement, follow the{' '}
              <PolicyLinkTo to={POLICY_PAGES.health.to}>Health Disclaimer</PolicyLinkTo> and stop
              any exercise that causes pain.
            </p>
          ),
        },
        {
          id: 'payments',
          title: 'Payments, renewals and refunds',
          body: (
            <p>
              Subscriptions renew automatically each month until you cancel. How you are billed, how
              upgrades and downgrades work and what happens when a payment fails are set out in the{' '}
              <PolicyLinkTo to={POLICY_PAGES.payment.to}>Payment Policy</PolicyLinkTo>; cancelling
              is explained in the{' '}
              <PolicyLinkTo to={POLICY_PAGES.cancellation.to}>Cancellation Policy</PolicyLinkTo>;
              refunds, including our money-back guarantee, in the{' '}
              <PolicyLinkTo to={POLICY_PAGES.refund.to}>Refund Policy</PolicyLinkTo>; and Flex
              Credits in the{' '}
              <PolicyLinkTo to={POLICY_PAGES.credits.to}>Flex Credits Policy</PolicyLinkTo>.
            </p>
          ),
        },
        {
          id: 'acceptable-use',
          title: 'Acceptable use',
          body: (
            <>
              <p>You agree not to:</p>
              <ul>
                <li>break the law or anyone's rights while using FlexCoach;</li>
                <li>
                  try to access another member's account or data, or get around plan limits, rate
                  limits or security measures;
                </li>
                <li>overload, scrape or reverse-engineer the service or Flex;</li>
                <li>use Flex to produce harmful, abusive or unlawful content;</li>
                <li>
                  abuse the affiliate programme, for example by referring yourself or using
                  misleading promotion (see the{' '}
                  <PolicyLinkTo to={POLICY_PAGES.affiliate.to}>Affiliate Policy</PolicyLinkTo>).
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'your-content',
          title: 'Your content',
          body: (
            <p>
              Your notes, logs, measurements and messages remain yours. You allow us to store and
              process them only to provide the service to you, as described in the{' '}
              <PolicyLinkTo to={POLICY_PAGES.privacy.to}>Privacy Policy</PolicyLinkTo>. You can
              download or delete them from Account Settings.
            </p>
          ),
        },
        {
          id: 'trainer-marketplace',
          title: 'Future trainer marketplace',
          body: (
            <p>
              We plan to let members book certified personal trainers through FlexCoach. If we
              launch it, trainers will be independent professionals, FlexCoach will keep a
              commission of 25-30% of each session fee, and session refunds will follow the rules in
              the <PolicyLinkTo to={POLICY_PAGES.refund.to}>Refund Policy</PolicyLinkTo>. Extra
              terms will apply and will be shown before your first booking.
            </p>
          ),
        },
        {
          id: 'intellectual-property',
          title: 'Our intellectual property',
          body: (
            <p>
              The FlexCoach name, logo, app, workouts library, texts and design belong to FlexCoach.
              You may use them only to use the service for yourself. Achievement cards you create
              may be shared on social networks.
            </p>
          ),
        },
        {
          id: 'termination',
          title: 'Suspension and termination',
          body: (
            <p>
              You may stop using FlexCoach and delete your account at any time. We may suspend or
              close an account that breaks these terms, with notice unless the breach is serious or
              the law prevents it. Closing an account for a breach does not entitle you to a refund
              beyond what the Refund Policy provides.
            </p>
          ),
        },
        {
          id: 'liability',
          title: 'Disclaimers and limitation of liability',
          body: (
            <>
              <p>
                FlexCoach is provided "as is". We work to keep it available and accurate, but we do
                not promise that it will always be uninterrupted, error-free or that you will reach
                a particular result. Exercise carries a risk of injury, which you accept when you
                train.
              </p>
              <p>
                To the extent the law allows, our total liability to you for any claim about the
                service is limited to the greater of the amounts you paid us in the 12 months before
                the claim or {LIABILITY_MIN}. We are not liable for indirect or consequential
                losses. Nothing in these terms limits liability that cannot be limited by law.
              </p>
            </>
          ),
        },
        {
          id: 'changes',
          title: 'Changes to these terms and prices',
          body: (
            <p>
              We will give you at least {CHANGE_NOTICE_DAYS} days' notice by email before a change
              to these terms or to the price of your plan takes effect. If you do not agree, you can
              cancel before the change applies.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact',
          body: (
            <p>
              Questions about these terms: <Email address={SUPPORT_EMAIL} />.
            </p>
          ),
        },
      ]}
      related={[
        POLICY_PAGES.refund,
        POLICY_PAGES.health,
        POLICY_PAGES.privacy,
        POLICY_PAGES.payment,
        POLICY_PAGES.cancellation,
        POLICY_PAGES.credits,
        POLICY_PAGES.affiliate,
      ]}
    />
  );
}

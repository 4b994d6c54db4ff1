import { WORKOUT_OPEN_COOKIE } from '#common/page-shell.ts';
import { Link } from 'react-router';
import { Email, POLICY_PAGES, PolicyLayout, PolicyLinkTo } from '../components/policy-layout.tsx';
import {
  DELETION_DAYS,
  MINIMUM_AGE,
  PRIVACY_EMAIL,
  REFERRAL_COOKIE_NAME,
  AFFILIATE_COOKIE_DAYS,
  RESPONSE_BUSINESS_DAYS,
  RETENTION_YEARS,
  SESSION_COOKIE_NAME,
  SUPPORT_EMAIL,
} from '../lib/policy-facts.ts';

/** The date this text last changed. */
export const PRIVACY_POLICY_UPDATED = '2026-11-21';

/**
 * `/privacy-policy` (spec part 2 section 2): the 12 sections.
 *
 * Long on purpose: a legal document is one JSX tree of its sections in reading order, so the
 * text reads top to bottom in the source as on the page; it holds no logic to split out.
 */
export function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      lastUpdated={PRIVACY_POLICY_UPDATED}
      intro={
        <p>
          This policy explains what FlexCoach collects when you use the app, why, who it is shared
          with and the choices you have. It applies to the website, your member account and the Flex
          AI coach.
        </p>
      }
      sections={[
        {
          id: 'introduction',
          title: 'Introduction',
          body: (
            <>
              <p>
                FlexCoach is an AI fitness-coaching service: it generates workouts, guides you
                through sessions, tracks your measurements, progress and nutrition, keeps your notes
                and lets you chat with Flex, our AI coach. To do this we have to store information
                about you and your training.
              </p>
              <p>
                We collect only what the service needs, we do not sell your personal information and
                we do not use it for third-party advertising.
              </p>
            </>
          ),
        },
        {
          id: 'data-collected',
          title: 'Information we collect',
          body: (
            <>
              <ul>
                <li>
                  <strong>Account details:</strong> your first name, email address and password. The
                  password is stored only as a one-way hash; nobody at FlexCoach can read it.
                </li>
                <li>
                  <strong>Fitness profile:</strong> what you tell us during sign-up and in your
                  preferences, such as gender, fitness level, goals, available equipment, workout
                  location, injuries you choose to mention, current and target weight, target date,
                  time per workout and days per week.
                </li>
                <li>
                  <strong>Training and health records:</strong> your workouts (exercises, duration,
                  date, completion), saved workouts, body measurements, nutrition logs (calories,
                  macros, water, notes) and your personal notes.
                </li>
                <li>
                  <strong>Conversations with Flex:</strong> the messages you send to the AI coach
                  and its replies.
                </li>
                <li>
                  <strong>Plan and payment records:</strong> your plan, your Flex Credit balance,
                  the amounts and dates of your payments and any promo code used. Card details are
                  entered with our payment provider and never reach our servers.
                </li>
                <li>
                  <strong>Affiliate details:</strong> if you join the affiliate programme, your
                  referral code, PayPal email, referrals, commissions and payouts.
                </li>
                <li>
                  <strong>Usage information:</strong> the pages you visit in the app (page path,
                  referring page and time) and the time of your last activity in a session.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'use',
          title: 'How we use your information',
          body: (
            <ul>
              <li>To create and secure your account and keep you signed in.</li>
              <li>
                To generate workouts that match your level, goals, equipment and time, and to power
                Flex's coaching answers.
              </li>
              <li>To show your history, streaks, progress, achievements and nutrition totals.</li>
              <li>To process payments, apply your plan and keep your credit balance.</li>
              <li>To run the affiliate programme: attribute referrals and pay commissions.</li>
              <li>
                To send service emails, such as password resets and billing notices, and, only if
                you opted in, our newsletter.
              </li>
              <li>
                To understand which pages are used so we can improve the app, and to prevent abuse
                and fraud.
              </li>
            </ul>
          ),
        },
        {
          id: 'sharing',
          title: 'How we share your information',
          body: (
            <>
              <p>We share information only in these cases:</p>
              <ul>
                <li>
                  <strong>Payment provider:</strong> payments are processed by our payment provider,
                  which receives what it needs to charge you and to prevent fraud. Affiliate payouts
                  are sent through PayPal to the email you give us.
                </li>
                <li>
                  <strong>Analytics:</strong> page views are recorded in our own database. If we
                  enable an analytics service, it receives page usage information only, not your
                  training records.
                </li>
                <li>
                  <strong>Spreadsheet export:</strong> when you (or an administrator running an
                  export) export workouts, measurements or logs, that data is written to a
                  spreadsheet held by our spreadsheet service.
                </li>
                <li>
                  <strong>AI processing:</strong> your messages to Flex and the profile details
                  needed to answer them may be processed by an AI model provider acting on our
                  behalf.
                </li>
                <li>
                  <strong>Legal requirements:</strong> when the law, a court order or a valid
                  request from an authority requires it, or to protect the rights and safety of our
                  members and of FlexCoach.
                </li>
                <li>
                  <strong>Business transfer:</strong> if FlexCoach is merged, acquired or sells its
                  assets, your information may pass to the new owner, who must keep to this policy.
                </li>
                <li>
                  <strong>Future trainers:</strong> we plan a marketplace of human personal
                  trainers. If you book a trainer there, the trainer will receive the information
                  needed for your sessions, and only with your consent.
                </li>
              </ul>
              <p>Service providers may use your information only to provide their service to us.</p>
            </>
          ),
        },
        {
          id: 'security',
          title: 'Security',
          body: (
            <p>
              Connections to FlexCoach are encrypted. Passwords are hashed with a modern,
              deliberately slow algorithm, sessions use random tokens in a cookie that scripts
              cannot read, sign-in attempts are rate-limited and only administrators can reach
              administrative tools. No system is perfectly secure: use a unique password, and tell
              us at <Email address={SUPPORT_EMAIL} /> if you notice anything suspicious.
            </p>
          ),
        },
        {
          id: 'rights',
          title: 'Your rights and choices',
          body: (
            <>
              <ul>
                <li>
                  <strong>Access and download:</strong> use <em>Download my data</em> in Account
                  Settings to get everything we hold about you as a file.
                </li>
                <li>
                  <strong>Correction:</strong> edit your profile and fitness preferences in Account
                  Settings at any time.
                </li>
                <li>
                  <strong>Deletion:</strong> use <em>Delete my account</em> in Account Settings.
                  Deletion is processed within {DELETION_DAYS} days.
                </li>
                <li>
                  <strong>Marketing:</strong> the newsletter is opt-in and every issue has a way to
                  unsubscribe.
                </li>
                <li>
                  <strong>Objection and restriction:</strong> depending on where you live, you may
                  object to some uses or ask us to restrict them. Write to{' '}
                  <Email address={PRIVACY_EMAIL} />.
                </li>
              </ul>
              <p>
                We answer privacy requests within {RESPONSE_BUSINESS_DAYS} business day to confirm
                receipt and may ask you to confirm your identity first.
              </p>
            </>
          ),
        },
        {
          id: 'retention',
          title: 'Data retention',
          body: (
            <p>
              We keep your information while your account is open. After you delete your account,
              your profile and training records are removed from the live service. Records we must
              keep for legal, tax, accounting or fraud-prevention reasons, such as payment and
              payout records, are kept for up to {RETENTION_YEARS} years after deletion and then
              erased.
            </p>
          ),
        },
        {
          id: 'children',
          title: "Children's privacy",
          body: (
            <p>
              FlexCoach is for adults. You must be at least {MINIMUM_AGE} years old to create an
              account, and we do not knowingly collect information from anyone under {MINIMUM_AGE}.
              If you believe a minor has signed up, write to <Email address={PRIVACY_EMAIL} /> and
              we will delete the account.
            </p>
          ),
        },
        {
          id: 'international',
          title: 'International users',
          body: (
            <p>
              FlexCoach is offered worldwide, with prices in US dollars. Your information may be
              stored and processed in a country other than yours, including by the service providers
              listed above, where data-protection laws may differ from those of your country. Where
              the law requires it, we use appropriate safeguards for those transfers. By using
              FlexCoach from abroad you understand that your information is handled this way.
            </p>
          ),
        },
        {
          id: 'cookies',
          title: 'Cookies',
          body: (
            <>
              <p>FlexCoach sets only three cookies of its own:</p>
              <ul>
                <li>
                  <strong>
                    <code>{SESSION_COOKIE_NAME}</code>
                  </strong>{' '}
                  keeps you signed in. It holds a random session token, cannot be read by scripts
                  and is removed when you log out.
                </li>
                <li>
                  <strong>
                    <code>{REFERRAL_COOKIE_NAME}</code>
                  </strong>{' '}
                  remembers, for {AFFILIATE_COOKIE_DAYS} days, the affiliate referral link you
                  arrived through, so the affiliate can be credited if you subscribe.
                </li>
                <li>
                  <strong>
                    <code>{WORKOUT_OPEN_COOKIE}</code>
                  </strong>{' '}
                  is set while a workout is in progress on your device, for at most 12 hours, so the
                  workout screen opens on it. It holds your account id, nothing of the workout, and
                  is sent only with the workout screen.
                </li>
              </ul>
              <p>
                We do not use third-party advertising cookies. Your browser also keeps your
                signed-in user in its session storage for the current tab. You can delete cookies in
                your browser settings; without the session cookie you cannot stay signed in.
              </p>
            </>
          ),
        },
        {
          id: 'changes',
          title: 'Changes to this policy',
          body: (
            <p>
              We will post any change to this policy on this page with a new Last updated date, and
              tell you by email before a significant change takes effect. Continuing to use
              FlexCoach after a change means you accept the updated policy.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact us',
          body: (
            <>
              <p>
                Privacy questions and requests: <Email address={PRIVACY_EMAIL} />.
              </p>
              <p>
                Account and billing help: <Email address={SUPPORT_EMAIL} />.
              </p>
              <p>
                Read also our{' '}
                <PolicyLinkTo to={POLICY_PAGES.terms.to}>Terms of Service</PolicyLinkTo>, or go{' '}
                <Link to="/" className="font-medium text-primary underline underline-offset-2">
                  back to the FlexCoach home page
                </Link>
                .
              </p>
            </>
          ),
        },
      ]}
      related={[POLICY_PAGES.terms, POLICY_PAGES.health, POLICY_PAGES.refund, POLICY_PAGES.payment]}
    />
  );
}

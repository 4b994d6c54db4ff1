import { Email, POLICY_PAGES, PolicyLayout, PolicyLinkTo } from '../components/policy-layout.tsx';
import { MINIMUM_AGE, SUPPORT_EMAIL } from '../lib/policy-facts.ts';

/** The date this text last changed. */
export const HEALTH_DISCLAIMER_UPDATED = '2026-11-21';

/** `/health-disclaimer`: FlexCoach is fitness guidance, not medical care. */
export function HealthDisclaimerPage() {
  return (
    <PolicyLayout
      title="Health Disclaimer"
      lastUpdated={HEALTH_DISCLAIMER_UPDATED}
      intro={
        <p>
          <strong>
            FlexCoach provides general fitness information. It is not medical advice and does not
            replace a doctor, physiotherapist or registered dietitian.
          </strong>
        </p>
      }
      sections={[
        {
          id: 'not-medical-advice',
          title: 'Not medical advice',
          body: (
            <p>
              Workouts, nutrition tracking, progress figures and Flex's answers are for general
              information and motivation. They do not diagnose, treat or prevent any condition.
              Never ignore or delay professional medical advice because of something you read or
              heard in FlexCoach.
            </p>
          ),
        },
        {
          id: 'consult',
          title: 'Talk to a professional first',
          body: (
            <>
              <p>Consult a qualified health professional before starting, especially if you:</p>
              <ul>
                <li>have a heart, lung, joint, metabolic or other medical condition;</li>
                <li>have an injury, or pain when you move;</li>
                <li>are pregnant or have recently given birth;</li>
                <li>take medication that affects your heart rate, blood pressure or balance;</li>
                <li>have not exercised for a long time;</li>
                <li>plan a significant change in diet or body weight.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'ai-guidance',
          title: 'AI-generated workouts and coaching',
          body: (
            <p>
              Workouts and Flex's replies are generated automatically from the information you give,
              including any injuries you list. They can be wrong or unsuitable for you, and Flex
              cannot see how you move. Check that each exercise suits you, adapt it or skip it
              (every workout lets you skip an exercise), and keep your profile up to date.
            </p>
          ),
        },
        {
          id: 'listen-to-your-body',
          title: 'Listen to your body',
          body: (
            <>
              <p>
                Warm up, use good form and increase intensity gradually. Stop exercising immediately
                and seek medical help if you feel chest pain or pressure, severe shortness of
                breath, dizziness or faintness, an irregular heartbeat, or sharp or unusual pain.
              </p>
              <p>
                <strong>In an emergency, call your local emergency number.</strong> FlexCoach and
                Flex cannot respond to emergencies.
              </p>
            </>
          ),
        },
        {
          id: 'estimates',
          title: 'Figures are estimates',
          body: (
            <p>
              Calories burned are estimated from workout time only, and nutrition totals depend on
              what you enter. Streaks, progress percentages and achievements measure your use of the
              app, not your health. Treat every figure as a rough guide.
            </p>
          ),
        },
        {
          id: 'adults-risk',
          title: 'Adults only, at your own risk',
          body: (
            <p>
              FlexCoach is only for people aged {MINIMUM_AGE} or older. Physical exercise carries a
              risk of injury; by following a workout you accept that risk and take responsibility
              for your training, within the limits set by the{' '}
              <PolicyLinkTo to={POLICY_PAGES.terms.to}>Terms of Service</PolicyLinkTo>. Questions:{' '}
              <Email address={SUPPORT_EMAIL} />.
            </p>
          ),
        },
      ]}
      related={[POLICY_PAGES.terms, POLICY_PAGES.privacy]}
    />
  );
}

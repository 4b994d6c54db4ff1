import type { ReactNode } from 'react';
import { Link } from '#web/components/links.tsx';
import {
  ArrowRightIcon as ArrowRight,
  BotIcon as Bot,
  ChartLineIcon as ChartLine,
  CheckIcon as Check,
  DumbbellIcon as Dumbbell,
  FlameIcon as Flame,
  TargetIcon as Target,
  TrendingUpIcon as TrendingUp,
  type IconProps,
} from '#web/components/icons.tsx';
import { SiteFooter } from '#web/components/site-footer.tsx';
import { SiteHeader } from '#web/components/site-header.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { NumbersStrip } from '../components/numbers-strip.tsx';

/*
 * The landing page ships in the first load of `/`: keep it to router links, lucide icons and
 * `buttonVariants` (no Radix, no tailwind-merge, no zod, no query client).
 */

const FEATURES: { icon: (props: IconProps) => ReactNode; title: string; text: string }[] = [
  {
    icon: Dumbbell,
    title: 'Personalized workouts',
    text: 'Plans built around your goals, fitness level, equipment and the time you actually have.',
  },
  {
    icon: Bot,
    title: 'Flex, your AI coach',
    text: 'Ask Flex for form cues, swaps and motivation at any hour. It knows your plan and your goals.',
  },
  {
    icon: ChartLine,
    title: 'Progress tracking',
    text: 'Log your weight and body measurements and watch the trend on clear, simple charts.',
  },
  {
    icon: Target,
    title: 'Goal setting',
    text: 'Pick a target weight and date and see the weekly pace that gets you there safely.',
  },
  {
    icon: TrendingUp,
    title: 'Adaptive training',
    text: 'Workouts adjust as you get stronger, so every session stays challenging but doable.',
  },
  {
    icon: Flame,
    title: 'Daily streaks',
    text: 'Build momentum with streaks and achievements that reward showing up, day after day.',
  },
];

const STEPS = [
  {
    title: 'Tell us about you',
    text: 'Goals, level, equipment and schedule in about two minutes.',
  },
  { title: 'Train with Flex', text: 'Guided sessions with timers, rest periods and form tips.' },
  {
    title: 'See yourself improve',
    text: 'Measurements, streaks and achievements show how far you have come.',
  },
];

const PREVIEW_EXERCISES = [
  { name: 'Goblet Squat', detail: '3 × 12', done: true },
  { name: 'Push-ups', detail: '3 × 10', done: true },
  { name: 'Plank', detail: '3 × 45 s', done: false },
];

const WEEK_BARS = [40, 65, 0, 80, 55, 90, 30];

const accentLink = buttonVariants({ variant: 'accent', size: 'lg' });
const outlineDarkLink = buttonVariants({ variant: 'outline-dark', size: 'lg' });

/** `/`: marketing page; greets a signed-in member by first name. */
export function LandingPage() {
  usePageTitle();
  const user = useSessionUser();
  return (
    <div className="flex min-h-dvh flex-col bg-ink">
      <SiteHeader tone="dark" />
      <main id="main" tabIndex={-1} className="flex-1 bg-background outline-none">
        <section className="relative overflow-hidden bg-ink text-white [--color-ring:var(--color-accent)]">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_60%_at_15%_0%,rgba(79,70,229,0.35),transparent),radial-gradient(40%_50%_at_90%_30%,rgba(197,241,53,0.12),transparent)]"
          />
          <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_0.85fr] lg:pt-24 lg:pb-28">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold tracking-wide text-accent uppercase">
                <Bot className="size-3.5" />
                AI-powered personal training
              </p>
              {/* One tree for both greetings: the first load of `/` stays small. */}
              <h1 className="mt-6 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl">
                {user ? 'Welcome back, ' : 'Train smarter with a coach that '}
                <span className="text-accent">{user ? `${user.firstName}!` : 'knows you.'}</span>
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">
                {user
                  ? 'Your plan is ready and Flex is standing by. Pick up where you left off and keep your streak alive.'
                  : 'FlexCoach builds personalized workouts around your goals, equipment and schedule, and Flex, your AI coach, keeps you on track every single day.'}
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link to={user ? '/dashboard' : '/onboarding'} className={accentLink}>
                  {user ? 'Go to Dashboard' : 'Get Started'}
                  <ArrowRight />
                </Link>
                <Link to={user ? '/flex' : '/login'} className={outlineDarkLink}>
                  {user ? 'Chat with Flex' : 'Sign In'}
                </Link>
              </div>
              {user ? null : (
                <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
                  {['Free plan available', 'No credit card required', 'Cancel anytime'].map(
                    (item) => (
                      <li key={item} className="flex items-center gap-2">
                        <Check className="size-4 text-accent" />
                        {item}
                      </li>
                    ),
                  )}
                </ul>
              )}
            </div>
            <AppPreview />
          </div>
        </section>

        <NumbersStrip />

        <section
          aria-labelledby="features-title"
          className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:py-28"
        >
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-primary uppercase">
              Why FlexCoach
            </p>
            <h2
              id="features-title"
              className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
            >
              Everything you need to reach your goals
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              One app for the plan, the coaching and the proof that it is working.
            </p>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-5 text-lg font-bold">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps-title" className="border-t border-border bg-card">
          <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
            <h2
              id="steps-title"
              className="text-3xl font-extrabold tracking-tight sm:text-center sm:text-4xl"
            >
              How it works
            </h2>
            <ol className="mt-12 grid gap-8 md:grid-cols-3">
              {STEPS.map((step, index) => (
                <li key={step.title} className="flex gap-4 md:flex-col">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-accent">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="text-lg font-bold">{step.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="px-4 py-20 sm:px-6 [--color-ring:var(--color-accent)]">
          <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-white sm:px-12">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgba(255,255,255,0.18),transparent)]"
            />
            <h2 className="relative text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
              {user ? 'Your next workout is waiting.' : 'Start your transformation today.'}
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-lg text-white">
              {user
                ? 'Open your dashboard to see today’s session and keep the streak going.'
                : 'Create your free account in about two minutes and get a plan built for you.'}
            </p>
            <Link
              to={user ? '/dashboard' : '/onboarding'}
              className={`${accentLink} relative mt-8`}
            >
              {user ? 'Open Your Dashboard' : 'Create Your Free Account'}
              <ArrowRight />
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

/** An illustrative, HTML-only preview of the app (no images to download). */
function AppPreview() {
  return (
    <div
      role="img"
      aria-label="Preview of a FlexCoach workout with a tip from Flex"
      className="relative mx-auto w-full max-w-md"
    >
      <div className="rounded-3xl border border-ink-border bg-ink-raised/90 p-5 shadow-2xl shadow-black/40 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xs font-semibold tracking-widest text-ink-muted uppercase">
              Sample workout
            </p>
            <p className="mt-1 text-lg font-bold">Full-Body Strength</p>
            <p className="text-sm text-ink-muted">45 min · 6 exercises</p>
          </div>
          <span className="flex shrink-0 items-center gap-1.5 rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold whitespace-nowrap text-accent">
            <Flame className="size-3.5" />
            Daily streak
          </span>
        </div>
        <ul className="mt-5 space-y-2">
          {PREVIEW_EXERCISES.map((exercise) => (
            <li
              key={exercise.name}
              className="flex items-center justify-between rounded-xl bg-white/5 px-4 py-3"
            >
              <span className="flex items-center gap-3">
                <span
                  className={`flex size-6 items-center justify-center rounded-full ${
                    exercise.done ? 'bg-accent text-accent-foreground' : 'border-2 border-accent'
                  }`}
                >
                  {exercise.done ? <Check className="size-3.5" strokeWidth={3} /> : null}
                </span>
                <span className="text-sm font-medium">{exercise.name}</span>
              </span>
              <span className="text-sm text-ink-muted">{exercise.detail}</span>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex gap-3 rounded-2xl bg-primary/20 p-4">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Bot className="size-4" />
          </span>
          <p className="text-sm leading-relaxed">
            <span className="font-semibold text-accent">Flex: </span>
            Strong pace! Keep your hips level on the plank. Two more sets to go.
          </p>
        </div>
        <div className="mt-5">
          <p className="text-xs font-semibold tracking-widest text-ink-muted uppercase">
            Your week at a glance
          </p>
          <div className="mt-3 flex h-16 items-end gap-2">
            {WEEK_BARS.map((height, index) => (
              <span
                key={index}
                className={`flex-1 rounded-md ${height ? 'bg-accent/80' : 'bg-white/10'}`}
                style={{ height: `${Math.max(height, 8)}%` }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

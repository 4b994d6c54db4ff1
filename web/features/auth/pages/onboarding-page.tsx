import {
  Activity,
  ArrowLeft,
  ArrowRight,
  Dumbbell,
  Gift,
  HeartPulse,
  Lightbulb,
  PersonStanding,
  Scale,
  Trophy,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type Path, type PathValue } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  EQUIPMENT_LABELS,
  GENDER_LABELS,
  GENDERS,
  GOAL_LABELS,
  GOALS,
  LEVEL_LABELS,
  LEVELS,
  ONBOARDING_DAYS_OPTIONS,
  ONBOARDING_EQUIPMENT,
  ONBOARDING_TIME_OPTIONS,
  PASSWORD_MIN_LENGTH,
  WEIGHT_MAX_LBS,
  WEIGHT_MIN_LBS,
  type Equipment,
  type Goal,
  type Level,
} from '#common/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { fieldDescribedBy, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { buildRequestHeaders } from '#web/lib/api-client.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { setSessionUser, useSessionUser } from '#web/lib/session.ts';
import { readStorageItem, REFERRAL_CODE_KEY, writeStorageItem } from '#web/lib/session-storage.ts';
import { useRegister } from '../api/use-auth.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import {
  ChoiceRadioGroup,
  ChoiceToggleGroup,
  type ChoiceOption,
} from '../components/choice-cards.tsx';
import {
  buildRegisterPayload,
  EMPTY_ONBOARDING_VALUES,
  isStepValid,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_TITLES,
  registrationErrorMessage,
  validateStep,
  weeklyWeightChange,
  type OnboardingStep,
  type OnboardingValues,
} from '../lib/onboarding-form.ts';
import { sessionUserFromResponse } from '../lib/session-user.ts';

const STEP_SUBTITLES: Record<OnboardingStep, string> = {
  1: 'Start with the basics. You can change these later.',
  2: 'This helps Flex pitch every workout at the right level.',
  3: 'Pick everything that applies.',
  4: 'Set a destination so we can track your progress.',
  5: 'Tell us how much time you can give each week.',
};

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

const LEVEL_DESCRIPTIONS: Record<Level, string> = {
  beginner: 'New to regular training',
  intermediate: 'Training consistently for 6+ months',
  advanced: 'Years of structured training',
};
const LEVEL_OPTIONS = LEVELS.map((value) => ({
  value,
  label: LEVEL_LABELS[value],
  description: LEVEL_DESCRIPTIONS[value],
}));

const GOAL_ICONS: Record<Goal, ReactNode> = {
  'lose-weight': <Scale />,
  'build-muscle': <Dumbbell />,
  'improve-endurance': <HeartPulse />,
  'general-fitness': <Activity />,
  'increase-flexibility': <PersonStanding />,
  'athletic-performance': <Trophy />,
};
const GOAL_OPTIONS: ChoiceOption<Goal>[] = GOALS.map((value) => ({
  value,
  label: GOAL_LABELS[value],
  icon: GOAL_ICONS[value],
}));

const EQUIPMENT_OPTIONS: ChoiceOption<Equipment>[] = ONBOARDING_EQUIPMENT.map((value) => ({
  value,
  label: EQUIPMENT_LABELS[value],
}));

const TIME_OPTIONS: ChoiceOption<string>[] = ONBOARDING_TIME_OPTIONS.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} min`,
  ariaLabel: `${minutes} minutes`,
}));

const DAYS_OPTIONS: ChoiceOption<string>[] = ONBOARDING_DAYS_OPTIONS.map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** A titled group of selection cards with its error. */
function ChoiceSection({
  title,
  error,
  children,
}: {
  title: string;
  error?: string;
  children: (ids: { labelledBy: string; describedBy?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <section className="space-y-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </h3>
      {children({ labelledBy: `${id}-title`, describedBy: error ? `${id}-error` : undefined })}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** `/onboarding`: the 5-step registration wizard of spec part 1 sections 2, 4, 5 and 8. */
export function OnboardingPage() {
  usePageTitle('Get Started');
  const navigate = useNavigate();
  const user = useSessionUser();
  const [searchParams] = useSearchParams();
  const refParam = searchParams.get('ref')?.trim() || null;
  const [step, setStep] = useState<OnboardingStep>(1);
  const registered = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const registration = useRegister();

  const { register, watch, setValue, handleSubmit, formState } = useForm<OnboardingValues>({
    defaultValues: EMPTY_ONBOARDING_VALUES,
    mode: 'onTouched',
  });
  const values = watch();
  const touched = formState.touchedFields;
  const errors = validateStep(step, values);
  const stepValid = isStepValid(step, values);
  const fieldError = (field: keyof OnboardingValues) =>
    touched[field] ? errors[field] : undefined;

  // Keep the referral code for this tab (the affiliate programme reads it too).
  useEffect(() => {
    if (refParam) writeStorageItem(REFERRAL_CODE_KEY, refParam);
  }, [refParam]);

  // A `?ref=` link that did not come through the `/{code}` short link: record the visit once so the
  // server sets the 30-day referral cookie. Best effort; the response is not needed.
  const location = useLocation();
  const trackedRef = useRef<string | null>(null);
  const shortLinkTracked = (location.state as { referralTracked?: unknown } | null)
    ?.referralTracked;
  useEffect(() => {
    if (!refParam || trackedRef.current === refParam || shortLinkTracked === refParam) return;
    trackedRef.current = refParam;
    const code = refParam;
    void (async () => {
      try {
        await fetch('/api/affiliate/track-click', {
          method: 'POST',
          headers: buildRequestHeaders(true),
          body: JSON.stringify({ code }),
          credentials: 'include',
          keepalive: true,
        });
      } catch {
        // Offline or blocked: the code still travels with the registration.
      }
    })();
  }, [refParam, shortLinkTracked]);
  const referralCode = refParam ?? readStorageItem(REFERRAL_CODE_KEY);

  // A signed-in visitor goes to the dashboard (but not the one who has just registered).
  useEffect(() => {
    if (user && !registered.current) void navigate('/dashboard', { replace: true });
  }, [user, navigate]);

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  const setChoice = <K extends Path<OnboardingValues>>(
    key: K,
    value: PathValue<OnboardingValues, K>,
  ) => setValue(key, value, { shouldTouch: true, shouldDirty: true });

  const submit = handleSubmit((formValues) => {
    if (step < ONBOARDING_STEP_COUNT) {
      if (isStepValid(step, formValues)) setStep((step + 1) as OnboardingStep);
      return;
    }
    const allValid = ([1, 2, 3, 4, 5] as const).every((s) => isStepValid(s, formValues));
    if (!allValid || registration.isPending) return;
    const payload = buildRegisterPayload(formValues, {
      startDate: toLocalIsoDate(),
      referralCode,
    });
    registration.mutate(payload, {
      onSuccess: (response) => {
        const sessionUser = sessionUserFromResponse(response, {
          email: payload.email,
          firstName: payload.firstName,
          goals: formValues.goals,
        });
        if (!sessionUser) {
          toast({
            variant: 'destructive',
            title: 'Registration failed',
            description: 'Something went wrong. Please try again.',
          });
          return;
        }
        registered.current = true;
        setSessionUser(sessionUser);
        toast({
          title: 'Welcome to FlexCoach!',
          description: "Your account has been created. Let's get started!",
        });
        void navigate('/');
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Registration failed',
          description: registrationErrorMessage(error),
        });
      },
    });
  });

  const goBack = () => {
    if (step === 1) void navigate('/');
    else setStep((step - 1) as OnboardingStep);
  };

  const pending = registration.isPending;
  const pace = step === 4 ? weeklyWeightChange(values) : null;
  const today = toLocalIsoDate();

  return (
    <AuthLayout
      wide
      title="Build your FlexCoach plan"
      description="Answer a few quick questions and we'll personalize every workout for you."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <div className="mb-6 space-y-2">
        <div className="flex items-center justify-between text-sm">
          <p className="font-semibold text-primary">
            Step {step} of {ONBOARDING_STEP_COUNT}
          </p>
          <p className="text-muted-foreground">
            {Math.round((step / ONBOARDING_STEP_COUNT) * 100)}% complete
          </p>
        </div>
        <Progress
          value={step}
          max={ONBOARDING_STEP_COUNT}
          aria-label="Onboarding progress"
          getValueLabel={(value, max) => `Step ${value} of ${max}`}
        />
      </div>

      {referralCode ? (
        <p className="mb-6 flex items-center gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm text-secondary-foreground">
          <Gift className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Referral code <strong className="font-semibold">{referralCode}</strong> applied
          </span>
        </p>
      ) : null}

      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        <div className="space-y-1">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight outline-none"
          >
            {ONBOARDING_STEP_TITLES[step]}
          </h2>
          <p className="text-sm text-muted-foreground">{STEP_SUBTITLES[step]}</p>
        </div>

        {step === 1 ? (
          <div className="grid gap-4">
            <FormField id="firstName" label="First Name" error={fieldError('firstName')}>
              <Input
                id="firstName"
                autoComplete="given-name"
                aria-invalid={Boolean(fieldError('firstName'))}
                aria-describedby={fieldDescribedBy('firstName', { error: fieldError('firstName') })}
                {...register('firstName')}
              />
            </FormField>
            <FormField id="email" label="Email" error={fieldError('email')}>
              <Input
                id="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                aria-invalid={Boolean(fieldError('email'))}
                aria-describedby={fieldDescribedBy('email', { error: fieldError('email') })}
                {...register('email')}
              />
            </FormField>
            <FormField
              id="password"
              label="Password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
              error={fieldError('password')}
            >
              <Input
                id="password"
                type="password"
                autoComplete="new-password"
                aria-invalid={Boolean(fieldError('password'))}
                aria-describedby={fieldDescribedBy('password', {
                  hint: true,
                  error: fieldError('password'),
                })}
                {...register('password')}
              />
            </FormField>
            <FormField
              id="confirmPassword"
              label="Confirm Password"
              error={fieldError('confirmPassword')}
            >
              <Input
                id="confirmPassword"
                type="password"
                autoComplete="new-password"
                aria-invalid={Boolean(fieldError('confirmPassword'))}
                aria-describedby={fieldDescribedBy('confirmPassword', {
                  error: fieldError('confirmPassword'),
                })}
                {...register('confirmPassword')}
              />
            </FormField>
          </div>
        ) : null}

        {step === 2 ? (
          <div className="space-y-6">
            <ChoiceSection title="Gender" error={fieldError('gender')}>
              {(ids) => (
                <ChoiceRadioGroup
                  {...ids}
                  options={GENDER_OPTIONS}
                  value={values.gender}
                  onChange={(value) => setChoice('gender', value)}
                  className="grid gap-3 sm:grid-cols-3"
                />
              )}
            </ChoiceSection>
            <ChoiceSection title="Fitness Level" error={fieldError('level')}>
              {(ids) => (
                <ChoiceRadioGroup
                  {...ids}
                  options={LEVEL_OPTIONS}
                  value={values.level}
                  onChange={(value) => setChoice('level', value)}
                  className="grid gap-3"
                />
              )}
            </ChoiceSection>
          </div>
        ) : null}

        {step === 3 ? (
          <div className="space-y-6">
            <ChoiceSection title="Your Goals" error={fieldError('goals')}>
              {(ids) => (
                <ChoiceToggleGroup
                  {...ids}
                  options={GOAL_OPTIONS}
                  values={values.goals}
                  onToggle={(goal) => setChoice('goals', toggle(values.goals, goal))}
                  className="grid gap-3 sm:grid-cols-2"
                />
              )}
            </ChoiceSection>
            <ChoiceSection title="Available Equipment" error={fieldError('equipment')}>
              {(ids) => (
                <ChoiceToggleGroup
                  {...ids}
                  options={EQUIPMENT_OPTIONS}
                  values={values.equipment}
                  onToggle={(item) => setChoice('equipment', toggle(values.equipment, item))}
                  className="grid gap-3 sm:grid-cols-2"
                />
              )}
            </ChoiceSection>
          </div>
        ) : null}

        {step === 4 ? (
          <div className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="currentWeight"
                label="Current Weight (lbs)"
                error={fieldError('currentWeight')}
              >
                <Input
                  id="currentWeight"
                  type="number"
                  inputMode="decimal"
                  min={WEIGHT_MIN_LBS}
                  max={WEIGHT_MAX_LBS}
                  step="0.1"
                  aria-invalid={Boolean(fieldError('currentWeight'))}
                  aria-describedby={fieldDescribedBy('currentWeight', {
                    error: fieldError('currentWeight'),
                  })}
                  {...register('currentWeight')}
                />
              </FormField>
              <FormField
                id="targetWeight"
                label="Target Weight (lbs)"
                error={fieldError('targetWeight')}
              >
                <Input
                  id="targetWeight"
                  type="number"
                  inputMode="decimal"
                  min={WEIGHT_MIN_LBS}
                  max={WEIGHT_MAX_LBS}
                  step="0.1"
                  aria-invalid={Boolean(fieldError('targetWeight'))}
                  aria-describedby={fieldDescribedBy('targetWeight', {
                    error: fieldError('targetWeight'),
                  })}
                  {...register('targetWeight')}
                />
              </FormField>
            </div>
            <FormField id="targetDate" label="Target Date" error={fieldError('targetDate')}>
              <Input
                id="targetDate"
                type="date"
                min={today}
                aria-invalid={Boolean(fieldError('targetDate'))}
                aria-describedby={fieldDescribedBy('targetDate', {
                  error: fieldError('targetDate'),
                })}
                {...register('targetDate')}
              />
            </FormField>
            <div className="flex gap-3 rounded-xl border border-border bg-muted/60 p-4 text-sm">
              <Lightbulb className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="space-y-1">
                <p>
                  <strong className="font-semibold">Tip:</strong> aim for a change of 0.5-2 lbs per
                  week. Steady progress is healthier and easier to keep.
                </p>
                {pace !== null ? (
                  <p
                    aria-live="polite"
                    className={pace > 2 ? 'font-medium text-destructive' : 'text-muted-foreground'}
                  >
                    {pace === 0
                      ? 'Your plan keeps your weight steady.'
                      : `Your plan works out to about ${pace.toFixed(1)} lbs per week${
                          pace > 2
                            ? ', faster than recommended. Consider a later target date.'
                            : '.'
                        }`}
                  </p>
                ) : null}
              </div>
            </div>
          </div>
        ) : null}

        {step === 5 ? (
          <div className="space-y-6">
            <ChoiceSection title="Minutes per workout" error={fieldError('timeAvailable')}>
              {(ids) => (
                <ChoiceRadioGroup
                  {...ids}
                  options={TIME_OPTIONS}
                  value={values.timeAvailable}
                  onChange={(value) => setChoice('timeAvailable', value)}
                  className="grid grid-cols-2 gap-3 sm:grid-cols-4"
                />
              )}
            </ChoiceSection>
            <ChoiceSection title="Days per week" error={fieldError('daysPerWeek')}>
              {(ids) => (
                <ChoiceRadioGroup
                  {...ids}
                  options={DAYS_OPTIONS}
                  value={values.daysPerWeek}
                  onChange={(value) => setChoice('daysPerWeek', value)}
                  className="grid grid-cols-2 gap-3 sm:grid-cols-4"
                />
              )}
            </ChoiceSection>
            <div className="space-y-4 rounded-xl border border-border p-4">
              <div className="flex items-start gap-3">
                <Checkbox
                  id="acceptTerms"
                  checked={values.acceptTerms}
                  onCheckedChange={(checked) => setChoice('acceptTerms', checked === true)}
                  aria-required="true"
                  aria-invalid={Boolean(fieldError('acceptTerms'))}
                  aria-describedby={fieldError('acceptTerms') ? 'acceptTerms-error' : undefined}
                  className="mt-0.5"
                />
                <div className="grid gap-1.5">
                  <Label htmlFor="acceptTerms" className="leading-snug">
                    I agree to the{' '}
                    <Link
                      to="/terms-of-service"
                      target="_blank"
                      rel="noopener"
                      className="text-primary underline underline-offset-2"
                    >
                      Terms of Service
                    </Link>{' '}
                    and{' '}
                    <Link
                      to="/privacy-policy"
                      target="_blank"
                      rel="noopener"
                      className="text-primary underline underline-offset-2"
                    >
                      Privacy Policy
                    </Link>
                    , and I confirm I am 18 years or older.
                  </Label>
                  {fieldError('acceptTerms') ? (
                    <p id="acceptTerms-error" className="text-xs font-medium text-destructive">
                      {fieldError('acceptTerms')}
                    </p>
                  ) : null}
                </div>
              </div>
              <div className="flex items-start gap-3">
                <Checkbox
                  id="newsletterConsent"
                  checked={values.newsletterConsent}
                  onCheckedChange={(checked) => setChoice('newsletterConsent', checked === true)}
                  className="mt-0.5"
                />
                <Label htmlFor="newsletterConsent" className="leading-snug font-normal">
                  Email me training tips, product news and offers (optional). You can unsubscribe at
                  any time.
                </Label>
              </div>
            </div>
          </div>
        ) : null}

        <div className="flex items-center justify-between gap-3 border-t border-border pt-6">
          <Button type="button" variant="outline" size="lg" onClick={goBack} disabled={pending}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Button type="submit" size="lg" disabled={!stepValid || pending}>
            {pending ? (
              <>
                <Spinner className="size-4" />
                Creating Account...
              </>
            ) : step === ONBOARDING_STEP_COUNT ? (
              'Complete'
            ) : (
              <>
                Next
                <ArrowRight aria-hidden="true" />
              </>
            )}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}

import { ArrowLeft, ArrowRight, Gift } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { setSessionUser, useSessionUser } from '#web/lib/session.ts';
import { useRegister } from '../api/use-auth.ts';
import { useReferralCode } from '../api/use-referral-code.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AccountStep } from '../components/onboarding/account-step.tsx';
import { GoalsStep } from '../components/onboarding/goals-step.tsx';
import { ProfileStep } from '../components/onboarding/profile-step.tsx';
import { ScheduleStep } from '../components/onboarding/schedule-step.tsx';
import type { StepProps } from '../components/onboarding/step-kit.tsx';
import { TargetStep } from '../components/onboarding/target-step.tsx';
import {
  buildRegisterPayload,
  EMPTY_ONBOARDING_VALUES,
  isStepValid,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_TITLES,
  registrationErrorMessage,
  validateStep,
  type OnboardingStep,
  type OnboardingValues,
} from '../lib/onboarding-form.ts';
import { sessionUserFromResponse } from '../lib/session-user.ts';

const STEPS: Record<OnboardingStep, { subtitle: string; Step: (props: StepProps) => ReactNode }> = {
  1: { subtitle: 'Start with the basics. You can change these later.', Step: AccountStep },
  2: { subtitle: 'This helps Flex pitch every workout at the right level.', Step: ProfileStep },
  3: { subtitle: 'Pick everything that applies.', Step: GoalsStep },
  4: { subtitle: 'Set a destination so we can track your progress.', Step: TargetStep },
  5: { subtitle: 'Tell us how much time you can give each week.', Step: ScheduleStep },
};

/** `/onboarding`: the 5-step registration wizard of spec part 1 sections 2, 4, 5 and 8. */
export function OnboardingPage() {
  usePageTitle('Get Started');
  const navigate = useNavigate();
  const user = useSessionUser();
  const referralCode = useReferralCode();
  const [step, setStep] = useState<OnboardingStep>(1);
  const registered = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const register = useRegisterMember(registered, referralCode);

  // The wizard's rules are per step (validateStep); a field shows its error once touched.
  const form = useForm<OnboardingValues>({
    defaultValues: EMPTY_ONBOARDING_VALUES,
    mode: 'onTouched',
  });
  const values = form.watch();
  const errors = validateStep(step, values);
  const stepProps: StepProps = {
    values,
    fieldError: (field) => (form.formState.touchedFields[field] ? errors[field] : undefined),
    setChoice: (key, value) => form.setValue(key, value, { shouldTouch: true, shouldDirty: true }),
  };

  // A signed-in visitor goes to the dashboard (but not the one who has just registered).
  useEffect(() => {
    if (user && !registered.current) void navigate('/dashboard', { replace: true });
  }, [user, navigate]);

  useFocusStepHeading(step, headingRef);

  const submit = (formValues: OnboardingValues) => {
    if (step < ONBOARDING_STEP_COUNT) {
      if (isStepValid(step, formValues)) setStep((step + 1) as OnboardingStep);
      return;
    }
    const allValid = ([1, 2, 3, 4, 5] as const).every((s) => isStepValid(s, formValues));
    if (allValid && !register.isPending) register.mutate(formValues);
  };
  const goBack = () => {
    if (step === 1) void navigate('/');
    else setStep((step - 1) as OnboardingStep);
  };
  const { Step, subtitle } = STEPS[step];

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
      <StepProgress step={step} />
      {referralCode ? <ReferralBanner code={referralCode} /> : null}
      <Form form={form} onSubmit={submit} className="space-y-6">
        <div className="space-y-1">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight outline-none"
          >
            {ONBOARDING_STEP_TITLES[step]}
          </h2>
          <p className="text-sm text-muted-foreground">{subtitle}</p>
        </div>
        <Step {...stepProps} />
        <div className="flex items-center justify-between gap-3 border-t border-border pt-6">
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={goBack}
            disabled={register.isPending}
          >
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Button
            type="submit"
            size="lg"
            disabled={!isStepValid(step, values) || register.isPending}
          >
            {register.isPending ? (
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
      </Form>
    </AuthLayout>
  );
}

/** Registers the member, signs them in and goes home; the spec's toasts either way. */
function useRegisterMember(registered: { current: boolean }, referralCode: string | null) {
  const navigate = useNavigate();
  const registration = useRegister();
  const failed = (description: string) =>
    toast({ variant: 'destructive', title: 'Registration failed', description });
  return {
    isPending: registration.isPending,
    mutate: (formValues: OnboardingValues) => {
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
          if (!sessionUser) return failed('Something went wrong. Please try again.');
          registered.current = true;
          setSessionUser(sessionUser);
          toast({
            title: 'Welcome to FlexCoach!',
            description: "Your account has been created. Let's get started!",
          });
          void navigate('/');
        },
        onError: (error) => failed(registrationErrorMessage(error)),
      });
    },
  };
}

/** Moves focus to the new step's heading so keyboard and screen-reader users follow along. */
function useFocusStepHeading(step: OnboardingStep, headingRef: { current: HTMLElement | null }) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step, headingRef]);
}

function StepProgress({ step }: { step: OnboardingStep }) {
  return (
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
  );
}

function ReferralBanner({ code }: { code: string }) {
  return (
    <p className="mb-6 flex items-center gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm text-secondary-foreground">
      <Gift className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        Referral code <strong className="font-semibold">{code}</strong> applied
      </span>
    </p>
  );
}

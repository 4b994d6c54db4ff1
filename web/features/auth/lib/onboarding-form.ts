import {
  GENDERS,
  GOALS,
  LEVELS,
  ONBOARDING_DAYS_OPTIONS,
  ONBOARDING_EQUIPMENT,
  ONBOARDING_TIME_OPTIONS,
  type Equipment,
  type Gender,
  type Goal,
  type Level,
} from '#common/constants.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import type { RegisterInput } from '#common/schemas/auth.ts';
import {
  CalendarDateSchema,
  EmailSchema,
  FirstNameSchema,
  BodyWeightSchema,
  bodyWeightProblem,
  PasswordSchema,
} from '#common/schemas/fields.ts';
import type { Units } from '#common/units.ts';
import { daysUntil } from '#web/lib/dates.ts';
import { z } from 'zod';
import { fieldErrors } from '#web/components/ui/form.tsx';

export const ONBOARDING_STEP_COUNT = 5;
export type OnboardingStep = 1 | 2 | 3 | 4 | 5;

export const ONBOARDING_STEP_TITLES: Record<OnboardingStep, string> = {
  1: 'Create your account',
  2: 'About you',
  3: 'Goals & equipment',
  4: 'Your targets',
  5: 'Your schedule',
};

export interface OnboardingValues {
  firstName: string;
  email: string;
  password: string;
  confirmPassword: string;
  gender: Gender | '';
  level: Level | '';
  goals: Goal[];
  equipment: Equipment[];
  /** The unit the weights are typed in, and the member's unit from then on. */
  units: Units;
  currentWeight: string;
  targetWeight: string;
  targetDate: string;
  timeAvailable: string;
  daysPerWeek: string;
  acceptTerms: boolean;
  newsletterConsent: boolean;
}

export const EMPTY_ONBOARDING_VALUES: OnboardingValues = {
  firstName: '',
  email: '',
  password: '',
  confirmPassword: '',
  gender: '',
  level: '',
  goals: [],
  equipment: [],
  units: 'imperial',
  currentWeight: '',
  targetWeight: '',
  targetDate: '',
  timeAvailable: '',
  daysPerWeek: '',
  acceptTerms: false,
  newsletterConsent: false,
};

export type OnboardingErrors = Partial<Record<keyof OnboardingValues, string>>;

const STEP_FIELDS: Record<OnboardingStep, (keyof OnboardingValues)[]> = {
  1: ['firstName', 'email', 'password', 'confirmPassword'],
  2: ['gender', 'level'],
  3: ['goals', 'equipment'],
  4: ['units', 'currentWeight', 'targetWeight', 'targetDate'],
  5: ['timeAvailable', 'daysPerWeek', 'acceptTerms'],
};

export function stepFields(step: OnboardingStep): (keyof OnboardingValues)[] {
  return STEP_FIELDS[step];
}

/** A text field that must be filled in: "<Label> is required". */
const filled = (label: string) => z.string().trim().min(1, `${label} is required`);
const oneOf = (options: readonly (string | number)[], message: string) =>
  z.unknown().refine((value) => options.map(String).includes(String(value)), message);
/** Checked even when another field of the step is wrong, so every field says what it needs. */
const always = { when: () => true };

/**
 * The rules of spec part 1 section 5, one zod schema per step, on the common field schemas (the
 * server checks the same ones). Messages that are fragments are named by `FIELD_LABELS`.
 */
export const onboardingStepSchema = (step: OnboardingStep, today: Date = new Date()) => {
  switch (step) {
    case 1:
      return z
        .object({
          firstName: FirstNameSchema,
          email: filled('Email').refine(
            (email) => EmailSchema.safeParse(email).success,
            'Enter a valid email address',
          ),
          password: filled('Password').pipe(PasswordSchema),
          confirmPassword: z.string().min(1, 'Please confirm your password'),
        })
        .refine((v) => v.confirmPassword === '' || v.confirmPassword === v.password, {
          path: ['confirmPassword'],
          message: 'Passwords do not match',
          ...always,
        });
    case 2:
      return z.object({
        gender: oneOf(GENDERS, 'Choose a gender'),
        level: oneOf(LEVELS, 'Choose a fitness level'),
      });
    case 3:
      return z.object({
        goals: z
          .array(z.string())
          .refine(
            (goals) => goals.some((g) => (GOALS as readonly string[]).includes(g)),
            'Choose at least one goal',
          ),
        equipment: z
          .array(z.string())
          .refine(
            (list) => list.some((e) => (ONBOARDING_EQUIPMENT as readonly string[]).includes(e)),
            'Choose at least one equipment option',
          ),
      });
    case 4: {
      // Typed text here; the schema also takes a number (the API's body).
      const weight = BodyWeightSchema as unknown as z.ZodType<number, string>;
      return z
        .object({
          units: z.enum(['imperial', 'metric']),
          currentWeight: z.string().trim().min(1, 'Current weight is required').pipe(weight),
          targetWeight: z.string().trim().min(1, 'Target weight is required').pipe(weight),
          targetDate: filled('Target date')
            .pipe(CalendarDateSchema)
            .refine((date) => daysUntil(date, today) >= 0, 'Target date must be today or later'),
        })
        .superRefine((v, ctx) => {
          // The range depends on the unit chosen: "must be at least 22 kg".
          for (const field of ['currentWeight', 'targetWeight'] as const) {
            const value = Number(v[field]);
            const problem = Number.isFinite(value) ? bodyWeightProblem(value, v.units) : null;
            if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
          }
        }, always);
    }
    case 5:
      return z.object({
        timeAvailable: oneOf(ONBOARDING_TIME_OPTIONS, 'Choose how long each workout can be'),
        daysPerWeek: oneOf(ONBOARDING_DAYS_OPTIONS, 'Choose how many days a week you can train'),
        acceptTerms: z.literal(true, {
          error: 'Please accept the terms and confirm you are 18 years or older',
        }),
      });
  }
};

/** How the wizard names a field in a message that is a fragment ("must be at least 50 lbs"). */
const FIELD_LABELS: Partial<Record<keyof OnboardingValues, string>> = {
  firstName: 'First name',
  password: 'Password',
  currentWeight: 'Current weight',
  targetWeight: 'Target weight',
  targetDate: 'Target date',
};

/** The step's errors, one per field (its schema through the shared form helper). */
export function validateStep(
  step: OnboardingStep,
  values: OnboardingValues,
  today: Date = new Date(),
): OnboardingErrors {
  return fieldErrors(onboardingStepSchema(step, today), values, FIELD_LABELS);
}

export function isStepValid(step: OnboardingStep, values: OnboardingValues, today?: Date): boolean {
  return Object.keys(validateStep(step, values, today)).length === 0;
}

/**
 * Weight (in the unit chosen) per week needed to reach the target by the target date, or null when it cannot be worked
 * out yet. Used for the "aim for 0.5-2 lbs per week" tip.
 */
export function weeklyWeightChange(
  values: OnboardingValues,
  today: Date = new Date(),
): number | null {
  const current = Number(values.currentWeight);
  const target = Number(values.targetWeight);
  if (
    !values.currentWeight ||
    !values.targetWeight ||
    !Number.isFinite(current) ||
    !Number.isFinite(target)
  ) {
    return null;
  }
  if (!CalendarDateSchema.safeParse(values.targetDate).success) return null;
  const days = daysUntil(values.targetDate, today);
  if (days <= 0) return null;
  return Math.abs(target - current) / (days / 7);
}

/** The registration payload of spec part 1 section 3. */
export function buildRegisterPayload(
  values: OnboardingValues,
  options: { startDate: string; referralCode?: string | null },
): RegisterInput {
  const payload: RegisterInput = {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    gender: values.gender,
    level: values.level,
    goals: [...values.goals],
    equipment: [...values.equipment],
    workoutLocation: '',
    hasInjury: 'no',
    injuries: [],
    units: values.units,
    currentWeight: Number(values.currentWeight),
    targetWeight: Number(values.targetWeight),
    muscleTarget: '',
    enduranceGoal: '',
    targetDate: values.targetDate,
    startDate: options.startDate,
    timeAvailable: String(values.timeAvailable),
    daysPerWeek: String(values.daysPerWeek),
    newsletterConsent: values.newsletterConsent,
  };
  const referralCode = options.referralCode?.trim();
  if (referralCode) payload.referralCode = referralCode;
  return payload;
}

/** Spec part 1 section 8: the registration error texts, chosen by the server's error code. */
export function registrationErrorMessage(error: unknown): string {
  if (isApiError(error, 'USER_EXISTS')) {
    return 'This email is already registered. Please login instead.';
  }
  if (isApiError(error, 'VALIDATION_FAILED') || isApiError(error, 'INVALID_USER_DATA')) {
    return 'Please check all fields and try again.';
  }
  return getApiErrorMessage(error, '') || 'Something went wrong. Please try again.';
}

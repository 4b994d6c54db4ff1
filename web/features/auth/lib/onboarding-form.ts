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
import { schemaError } from './form-errors.ts';

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

const required = (value: string, label: string) =>
  value.trim() ? undefined : `${label} is required`;

/** Validation of spec part 1 section 5, per step, with the common field schemas. */
export function validateStep(
  step: OnboardingStep,
  values: OnboardingValues,
  today: Date = new Date(),
): OnboardingErrors {
  const errors: OnboardingErrors = {};
  const set = (key: keyof OnboardingValues, message: string | undefined) => {
    if (message) errors[key] = message;
  };
  switch (step) {
    case 1:
      set('firstName', schemaError(FirstNameSchema, values.firstName, 'First name'));
      set(
        'email',
        required(values.email, 'Email') ??
          (EmailSchema.safeParse(values.email).success ? undefined : 'Enter a valid email address'),
      );
      set(
        'password',
        required(values.password, 'Password') ??
          schemaError(PasswordSchema, values.password, 'Password'),
      );
      set(
        'confirmPassword',
        values.confirmPassword === ''
          ? 'Please confirm your password'
          : values.confirmPassword !== values.password
            ? 'Passwords do not match'
            : undefined,
      );
      break;
    case 2:
      set(
        'gender',
        (GENDERS as readonly string[]).includes(values.gender) ? undefined : 'Choose a gender',
      );
      set(
        'level',
        (LEVELS as readonly string[]).includes(values.level) ? undefined : 'Choose a fitness level',
      );
      break;
    case 3:
      set(
        'goals',
        values.goals.some((g) => (GOALS as readonly string[]).includes(g))
          ? undefined
          : 'Choose at least one goal',
      );
      set(
        'equipment',
        values.equipment.some((e) => ONBOARDING_EQUIPMENT.includes(e))
          ? undefined
          : 'Choose at least one equipment option',
      );
      break;
    case 4:
      set(
        'currentWeight',
        required(values.currentWeight, 'Current weight') ??
          bodyWeightError(values.currentWeight, values.units, 'Current weight'),
      );
      set(
        'targetWeight',
        required(values.targetWeight, 'Target weight') ??
          bodyWeightError(values.targetWeight, values.units, 'Target weight'),
      );
      set(
        'targetDate',
        required(values.targetDate, 'Target date') ??
          schemaError(CalendarDateSchema, values.targetDate, 'Target date') ??
          (daysUntil(values.targetDate, today) < 0
            ? 'Target date must be today or later'
            : undefined),
      );
      break;
    case 5:
      set(
        'timeAvailable',
        (ONBOARDING_TIME_OPTIONS as readonly number[]).includes(Number(values.timeAvailable))
          ? undefined
          : 'Choose how long each workout can be',
      );
      set(
        'daysPerWeek',
        (ONBOARDING_DAYS_OPTIONS as readonly number[]).includes(Number(values.daysPerWeek))
          ? undefined
          : 'Choose how many days a week you can train',
      );
      set(
        'acceptTerms',
        values.acceptTerms
          ? undefined
          : 'Please accept the terms and confirm you are 18 years or older',
      );
      break;
  }
  return errors;
}

/** "Current weight must be at least 22 kg": the server's rule for the unit chosen. */
function bodyWeightError(value: string, units: Units, label: string): string | undefined {
  if (!Number.isFinite(Number(value))) return schemaError(BodyWeightSchema, value, label);
  const problem = bodyWeightProblem(Number(value), units);
  return problem ? `${label} ${problem}` : undefined;
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

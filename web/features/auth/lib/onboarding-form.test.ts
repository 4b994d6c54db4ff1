import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import {
  buildRegisterPayload,
  EMPTY_ONBOARDING_VALUES,
  registrationErrorMessage,
  validateStep,
  weeklyWeightChange,
  type OnboardingValues,
} from './onboarding-form.ts';

const today = new Date(2026, 0, 10);
const values: OnboardingValues = {
  ...EMPTY_ONBOARDING_VALUES,
  firstName: 'Sam',
  email: 'sam@example.com',
  password: 'long enough',
  confirmPassword: 'long enough',
  gender: 'male',
  level: 'beginner',
  goals: ['general-fitness'],
  equipment: ['no-equipment'],
  currentWeight: '200',
  targetWeight: '190',
  targetDate: '2026-03-07',
  timeAvailable: '30',
  daysPerWeek: '3',
  acceptTerms: true,
};

describe('validateStep', () => {
  it('accepts a complete form on every step', () => {
    for (const step of [1, 2, 3, 4, 5] as const)
      expect(validateStep(step, values, today)).toEqual({});
  });

  it('names what is missing', () => {
    expect(validateStep(1, EMPTY_ONBOARDING_VALUES, today)).toEqual({
      firstName: 'First name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      validateStep(4, { ...values, currentWeight: '20', targetDate: '2026-01-09' }, today),
    ).toEqual({
      currentWeight: 'Current weight must be at least 50 lbs',
      targetDate: 'Target date must be today or later',
    });
    expect(validateStep(5, { ...values, acceptTerms: false }, today)).toHaveProperty('acceptTerms');
  });
});

describe('weeklyWeightChange', () => {
  it('works out the weekly pace', () => {
    expect(weeklyWeightChange(values, today)).toBeCloseTo(1.25);
    expect(weeklyWeightChange({ ...values, targetDate: '' }, today)).toBeNull();
  });
});

describe('buildRegisterPayload', () => {
  it('sends numbers for weights, strings for time and days, and the referral code', () => {
    const payload = buildRegisterPayload(values, {
      startDate: '2026-01-10',
      referralCode: ' ABC ',
    });
    expect(payload).toMatchObject({
      currentWeight: 200,
      targetWeight: 190,
      timeAvailable: '30',
      daysPerWeek: '3',
      startDate: '2026-01-10',
      referralCode: 'ABC',
      hasInjury: 'no',
      newsletterConsent: false,
    });
    expect(buildRegisterPayload(values, { startDate: '2026-01-10' })).not.toHaveProperty(
      'referralCode',
    );
  });
});

describe('registrationErrorMessage', () => {
  const apiError = (status: number, body: object) => new ApiError(status, JSON.stringify(body));

  it('maps the error codes to the spec messages, whatever the server wrote', () => {
    expect(registrationErrorMessage(apiError(409, { code: 'USER_EXISTS', message: 'Taken' }))).toBe(
      'This email is already registered. Please login instead.',
    );
    expect(
      registrationErrorMessage(
        apiError(400, { code: 'VALIDATION_FAILED', message: 'Invalid user data: email' }),
      ),
    ).toBe('Please check all fields and try again.');
    // Words alone decide nothing: a conflict of another kind keeps the server's message.
    expect(
      registrationErrorMessage(apiError(409, { code: 'CONFLICT', message: 'User already exists' })),
    ).toBe('User already exists');
    expect(registrationErrorMessage(apiError(500, { message: 'Server says no' }))).toBe(
      'Server says no',
    );
    expect(registrationErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('the step schemas', () => {
  it('name the unit in a body-weight refusal, and check every field of a step at once', () => {
    expect(
      validateStep(
        4,
        { ...values, units: 'metric', currentWeight: '500', targetWeight: '' },
        today,
      ),
    ).toEqual({
      currentWeight: 'Current weight must be at most 454 kg',
      targetWeight: 'Target weight is required',
    });
    expect(
      validateStep(1, { ...values, password: 'short', confirmPassword: 'other' }, today),
    ).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(validateStep(1, { ...values, email: 'not-an-email' }, today)).toEqual({
      email: 'Enter a valid email address',
    });
    expect(validateStep(2, { ...values, gender: '' }, today)).toEqual({
      gender: 'Choose a gender',
    });
  });
});

import { PASSWORD_MIN_LENGTH } from '#common/constants.ts';
import { OnboardingInput } from './onboarding-input.tsx';
import type { StepProps } from './step-kit.tsx';

/** Step 1: name, email and password. */
export function AccountStep({ fieldError }: StepProps) {
  return (
    <div className="grid gap-4">
      <OnboardingInput
        name="firstName"
        label="First Name"
        autoComplete="given-name"
        error={fieldError('firstName')}
      />
      <OnboardingInput
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={fieldError('email')}
      />
      <OnboardingInput
        name="password"
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        type="password"
        autoComplete="new-password"
        error={fieldError('password')}
      />
      <OnboardingInput
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
      />
    </div>
  );
}

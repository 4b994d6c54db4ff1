import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldDescribedBy, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { OnboardingValues } from '../../lib/onboarding-form.ts';

/** A text field of the wizard: registered in the form, its error given by the step's rules. */
export function OnboardingInput({
  name,
  label,
  hint,
  error,
  ...inputProps
}: {
  name: keyof OnboardingValues;
  label: string;
  hint?: string;
  error: string | undefined;
} & Omit<ComponentProps<'input'>, 'name'>) {
  const { register } = useFormContext<OnboardingValues>();
  return (
    <FormField id={name} label={label} hint={hint} error={error}>
      <Input
        id={name}
        aria-invalid={Boolean(error)}
        aria-describedby={fieldDescribedBy(name, { hint, error })}
        {...inputProps}
        {...register(name)}
      />
    </FormField>
  );
}

import { useId, type ReactNode } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import type { OnboardingValues } from '../../lib/onboarding-form.ts';
import { ChoiceRadioGroup, ChoiceToggleGroup, type ChoiceOption } from '../choice-cards.tsx';

/** What every onboarding step gets from the wizard. */
export interface StepProps {
  values: OnboardingValues;
  /** The field's message once the member has touched it (spec: errors after leaving a field). */
  fieldError: (field: keyof OnboardingValues) => string | undefined;
  /** Sets a choice made with cards or a checkbox, marking it touched. */
  setChoice: <K extends Path<OnboardingValues>>(
    key: K,
    value: PathValue<OnboardingValues, K>,
  ) => void;
}

export function toggle<T>(list: readonly T[], value: T): T[] {
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

/** The single-choice fields of the wizard and the list fields. */
type RadioField = 'gender' | 'level' | 'timeAvailable' | 'daysPerWeek';
type ToggleField = 'goals' | 'equipment';

/** A titled set of cards choosing one value of `field`. */
export function RadioChoice<F extends RadioField>({
  step,
  field,
  title,
  options,
  className,
}: {
  step: StepProps;
  field: F;
  title: string;
  options: readonly ChoiceOption<Exclude<OnboardingValues[F], ''>>[];
  className: string;
}) {
  return (
    <ChoiceSection title={title} error={step.fieldError(field)}>
      {(ids) => (
        <ChoiceRadioGroup
          {...ids}
          options={options}
          value={step.values[field] as Exclude<OnboardingValues[F], ''> | ''}
          onChange={(value) => step.setChoice(field, value as PathValue<OnboardingValues, F>)}
          className={className}
        />
      )}
    </ChoiceSection>
  );
}

/** A titled set of cards toggling the values of list `field`. */
export function ToggleChoice<F extends ToggleField>({
  step,
  field,
  title,
  options,
}: {
  step: StepProps;
  field: F;
  title: string;
  options: readonly ChoiceOption<OnboardingValues[F][number]>[];
}) {
  const values = step.values[field] as OnboardingValues[F][number][];
  return (
    <ChoiceSection title={title} error={step.fieldError(field)}>
      {(ids) => (
        <ChoiceToggleGroup
          {...ids}
          options={options}
          values={values}
          onToggle={(value) =>
            step.setChoice(field, toggle(values, value) as PathValue<OnboardingValues, F>)
          }
          className="grid gap-3 sm:grid-cols-2"
        />
      )}
    </ChoiceSection>
  );
}

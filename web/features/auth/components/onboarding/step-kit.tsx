import { useId, type ReactNode } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import type { OnboardingValues } from '../../lib/onboarding-form.ts';

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
export function ChoiceSection({
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

import { Lightbulb } from 'lucide-react';
import { WEIGHT_MAX_LBS, WEIGHT_MIN_LBS } from '#common/constants.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { weeklyWeightChange } from '../../lib/onboarding-form.ts';
import { OnboardingInput } from './onboarding-input.tsx';
import type { StepProps } from './step-kit.tsx';

const weightProps = {
  type: 'number',
  inputMode: 'decimal',
  min: WEIGHT_MIN_LBS,
  max: WEIGHT_MAX_LBS,
  step: '0.1',
} as const;

/** Step 4: current and target weight, the target date, and the weekly pace they imply. */
export function TargetStep({ values, fieldError }: StepProps) {
  const pace = weeklyWeightChange(values);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <OnboardingInput
          name="currentWeight"
          label="Current Weight (lbs)"
          error={fieldError('currentWeight')}
          {...weightProps}
        />
        <OnboardingInput
          name="targetWeight"
          label="Target Weight (lbs)"
          error={fieldError('targetWeight')}
          {...weightProps}
        />
      </div>
      <OnboardingInput
        name="targetDate"
        label="Target Date"
        type="date"
        min={toLocalIsoDate()}
        error={fieldError('targetDate')}
      />
      <div className="flex gap-3 rounded-xl border border-border bg-muted/60 p-4 text-sm">
        <Lightbulb className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <p>
            <strong className="font-semibold">Tip:</strong> aim for a change of 0.5-2 lbs per week.
            Steady progress is healthier and easier to keep.
          </p>
          {pace !== null ? (
            <p
              aria-live="polite"
              className={pace > 2 ? 'font-medium text-destructive' : 'text-muted-foreground'}
            >
              {pace === 0
                ? 'Your plan keeps your weight steady.'
                : `Your plan works out to about ${pace.toFixed(1)} lbs per week${
                    pace > 2 ? ', faster than recommended. Consider a later target date.' : '.'
                  }`}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

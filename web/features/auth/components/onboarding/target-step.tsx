import { Lightbulb } from 'lucide-react';
import { bodyWeightRange } from '#common/schemas/fields.ts';
import { UNITS, type Units, weightUnit } from '#common/units.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { weeklyWeightChange } from '../../lib/onboarding-form.ts';
import { OnboardingInput } from './onboarding-input.tsx';
import type { StepProps } from './step-kit.tsx';

const UNIT_NAMES: Record<Units, string> = { imperial: 'lbs, in', metric: 'kg, cm' };

/** The healthy pace of the tip, in the unit chosen: 0.5-2 lbs, or 0.25-1 kg, a week. */
const PACE = { imperial: { low: 0.5, high: 2 }, metric: { low: 0.25, high: 1 } } as const;

/**
 * Step 4: the units (imperial or metric), current and target weight, the target date, and the
 * weekly pace they imply.
 */
export function TargetStep({ values, fieldError, setChoice }: StepProps) {
  const pace = weeklyWeightChange(values);
  const unit = weightUnit(values.units);
  const range = bodyWeightRange(values.units);
  const { low, high } = PACE[values.units];
  const weightProps = {
    type: 'number',
    inputMode: 'decimal',
    min: range.min,
    max: range.max,
    step: '0.1',
  } as const;
  return (
    <div className="grid gap-4">
      <div role="group" aria-labelledby="units-label" className="flex flex-wrap items-center gap-2">
        <span id="units-label" className="mr-1 text-sm font-semibold">
          Units
        </span>
        {UNITS.map((units) => (
          <Button
            key={units}
            variant={values.units === units ? 'default' : 'outline'}
            aria-pressed={values.units === units}
            className="h-11"
            onClick={() => setChoice('units', units)}
          >
            {units === 'imperial' ? 'Imperial' : 'Metric'} ({UNIT_NAMES[units]})
          </Button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <OnboardingInput
          name="currentWeight"
          label={`Current Weight (${unit})`}
          error={fieldError('currentWeight')}
          {...weightProps}
        />
        <OnboardingInput
          name="targetWeight"
          label={`Target Weight (${unit})`}
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
            <strong className="font-semibold">Tip:</strong> aim for a change of {low}-{high} {unit}{' '}
            per week. Steady progress is healthier and easier to keep.
          </p>
          {pace !== null ? (
            <p
              aria-live="polite"
              className={pace > high ? 'font-medium text-destructive' : 'text-muted-foreground'}
            >
              {pace === 0
                ? 'Your plan keeps your weight steady.'
                : `Your plan works out to about ${pace.toFixed(1)} ${unit} per week${
                    pace > high ? ', faster than recommended. Consider a later target date.' : '.'
                  }`}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

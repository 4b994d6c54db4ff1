import { Controller, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import {
  DAYS_PER_WEEK_MAX,
  DAYS_PER_WEEK_MIN,
  EQUIPMENT,
  EQUIPMENT_LABELS,
  GOAL_LABELS,
  GOALS,
  LEVEL_LABELS,
  LEVELS,
} from '#common/constants.ts';
import { bodyWeightProblem } from '#common/schemas/fields.ts';
import {
  isUnits,
  UNITS,
  type Units,
  weightFromCanonical,
  weightToCanonical,
  weightUnit,
} from '#common/units.ts';
import type { UpdateUserInput, User } from '#common/schemas/users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Form, useZodForm } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { selectClass } from '#web/components/ui/select-class.ts';

/** Time per workout in account preferences (spec part 2 section 5). */
export const PREFERENCE_TIME_OPTIONS = [15, 30, 45, 60, 90] as const;
const DAY_OPTIONS = Array.from(
  { length: DAYS_PER_WEEK_MAX - DAYS_PER_WEEK_MIN + 1 },
  (_, i) => DAYS_PER_WEEK_MIN + i,
);

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
}

const WEIGHT_LABELS = { currentWeight: 'Current weight', targetWeight: 'Target weight' } as const;

/** What the dialog holds (text as typed), and the `PUT /api/user` body it sends. */
const PreferencesFormSchema = z
  .object({
    level: z.string(),
    goals: z.array(z.string()).min(1, 'Choose at least one goal'),
    equipment: z.array(z.string()).min(1, 'Choose at least one equipment option'),
    units: z.enum(UNITS),
    currentWeight: z.string().trim(),
    targetWeight: z.string().trim(),
    timeAvailable: z.string(),
    daysPerWeek: z.string(),
  })
  .superRefine((values, context) => {
    // A weight is empty (not changed) or a number in the app's range for the unit chosen.
    for (const field of ['currentWeight', 'targetWeight'] as const) {
      const text = values[field];
      if (text === '') continue;
      const n = Number(text);
      const problem = Number.isFinite(n) ? bodyWeightProblem(n, values.units) : 'must be a number';
      if (problem) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${WEIGHT_LABELS[field]} ${problem}`,
        });
      }
    }
  })
  .transform((values): UpdateUserInput => ({
    units: values.units,
    level: values.level,
    goals: values.goals,
    equipment: values.equipment,
    timeAvailable: Number(values.timeAvailable) as UpdateUserInput['timeAvailable'],
    daysPerWeek: Number(values.daysPerWeek),
    ...(values.currentWeight ? { currentWeight: Number(values.currentWeight) } : {}),
    ...(values.targetWeight ? { targetWeight: Number(values.targetWeight) } : {}),
  }));

/** The fields whose message the dialog shows, in the order it checks them. */
const CHECKED_FIELDS = ['goals', 'equipment', 'currentWeight', 'targetWeight'] as const;

/** The edit form inside the preferences dialog. Validates before sending. */
export function PreferencesForm({
  profile,
  pending,
  onSubmit,
  onCancel,
}: {
  profile: User;
  pending: boolean;
  onSubmit: (updates: UpdateUserInput) => void;
  onCancel: () => void;
}) {
  const timeOptions: number[] = [...PREFERENCE_TIME_OPTIONS];
  const savedTime = Number(profile.timeAvailable);
  if (Number.isInteger(savedTime) && savedTime > 0 && !timeOptions.includes(savedTime)) {
    timeOptions.push(savedTime);
  }
  const form = useZodForm(PreferencesFormSchema, {
    defaultValues: {
      level: profile.level || 'intermediate',
      goals: profile.goals,
      equipment: profile.equipment,
      units: isUnits(profile.units) ? profile.units : 'imperial',
      currentWeight: profile.currentWeight?.toString() ?? '',
      targetWeight: profile.targetWeight?.toString() ?? '',
      timeAvailable: profile.timeAvailable || '45',
      daysPerWeek: profile.daysPerWeek || '3',
    },
  });
  const { errors } = form.formState;
  const error = CHECKED_FIELDS.map((field) => errors[field]?.message).find(Boolean);
  const units = form.watch('units');
  const unit = weightUnit(units);
  // Switching the unit converts what the weight fields hold, so nothing typed is lost.
  const switchUnits = (next: Units) => {
    for (const field of ['currentWeight', 'targetWeight'] as const) {
      const value = Number(form.getValues(field));
      const text = form.getValues(field).trim();
      if (text === '' || !Number.isFinite(value)) continue;
      const converted = weightFromCanonical(weightToCanonical(value, units), next);
      form.setValue(field, String(Math.round(converted * 10) / 10));
    }
    form.setValue('units', next);
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit Fitness Preferences</DialogTitle>
        <DialogDescription>These shape the workouts Flex builds for you.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="pref-level">Fitness level</Label>
        <select id="pref-level" className={selectClass} {...form.register('level')}>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {LEVEL_LABELS[l]}
            </option>
          ))}
        </select>
      </div>
      <CheckboxGroup name="goals" legend="Goals" options={GOALS} labels={GOAL_LABELS} />
      <CheckboxGroup
        name="equipment"
        legend="Equipment"
        options={EQUIPMENT}
        labels={EQUIPMENT_LABELS}
      />
      <div className="grid gap-2">
        <Label htmlFor="pref-units">Units</Label>
        <select
          id="pref-units"
          className={selectClass}
          value={units}
          onChange={(event) => switchUnits(event.target.value as Units)}
        >
          <option value="imperial">Imperial (lbs, in)</option>
          <option value="metric">Metric (kg, cm)</option>
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="pref-current-weight">Current weight ({unit})</Label>
          <Input
            id="pref-current-weight"
            type="number"
            inputMode="decimal"
            step="0.1"
            {...form.register('currentWeight')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pref-target-weight">Target weight ({unit})</Label>
          <Input
            id="pref-target-weight"
            type="number"
            inputMode="decimal"
            step="0.1"
            {...form.register('targetWeight')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pref-time">Time per workout</Label>
          <select id="pref-time" className={selectClass} {...form.register('timeAvailable')}>
            {timeOptions.map((t) => (
              <option key={t} value={String(t)}>
                {t} minutes
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pref-days">Days per week</Label>
          <select id="pref-days" className={selectClass} {...form.register('daysPerWeek')}>
            {DAY_OPTIONS.map((d) => (
              <option key={d} value={String(d)}>
                {d} {d === 1 ? 'day' : 'days'}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Checkboxes for a list field of the form (goals, equipment). */
function CheckboxGroup<T extends string>({
  name,
  legend,
  options,
  labels,
}: {
  name: 'goals' | 'equipment';
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
}) {
  const { control } = useFormContext<z.input<typeof PreferencesFormSchema>>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{legend}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {options.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={field.value.includes(option)}
                  onCheckedChange={(on) => field.onChange(toggle(field.value, option, on === true))}
                />
                {labels[option]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}

import { AlertTriangle, Droplets, Flame, NotebookPen, Plus, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { NUTRITION_LIMITS, WATER_QUICK_ADD_ML } from '#common/constants.ts';
import type { DailyLog } from '#common/schemas/nutrition.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { fieldDescribedBy, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { useSaveDailyLog } from '../api/use-daily-logs.ts';
import {
  FIELD_LABELS,
  formatCalendarDate,
  hasMacroMismatch,
  macroCalories,
  NUMBER_FIELDS,
  type NumberField,
  parseWholeNumber,
  validateAmount,
} from '../lib/nutrition.ts';

type Values = Record<NumberField, string> & { notes: string };
type Errors = Partial<Record<NumberField, string>>;

const fromLog = (log: DailyLog | undefined): Values =>
  log
    ? {
        calories: String(log.calories),
        protein: String(log.protein),
        carbs: String(log.carbs),
        fats: String(log.fats),
        waterIntake: String(log.waterIntake),
        notes: log.notes,
      }
    : { calories: '', protein: '', carbs: '', fats: '', waterIntake: '', notes: '' };

const formatNumber = (n: number) => n.toLocaleString('en-US');

/**
 * The day's log: calories and macros, hydration with quick-add, notes and Save. Remount it (key)
 * when the date or the stored log changes, so it starts from the saved values.
 */
export function NutritionForm({
  userId,
  date,
  log,
}: {
  userId: string;
  date: string;
  log: DailyLog | undefined;
}) {
  const [values, setValues] = useState<Values>(() => fromLog(log));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveDailyLog(userId);

  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, parseWholeNumber(values[field])]),
  ) as Record<NumberField, number>;
  const fromMacros = macroCalories(numbers);
  const mismatch = hasMacroMismatch(numbers);

  const setField = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'notes' && errors[field])
      setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors: Errors = {};
    for (const field of NUMBER_FIELDS) {
      const error = validateAmount(field, numbers[field]);
      if (error) nextErrors[field] = error;
    }
    setErrors(nextErrors);
    const firstInvalid = NUMBER_FIELDS.find((field) => nextErrors[field]);
    if (firstInvalid) {
      document.getElementById(`nutrition-${firstInvalid}`)?.focus();
      return;
    }
    const payload = { ...numbers, notes: values.notes };
    save.mutate(log ? { id: log.id, values: payload } : { values: { date, ...payload } }, {
      onSuccess: () =>
        toast({ title: 'Nutrition log saved', description: formatCalendarDate(date) }),
      onError: (error) =>
        toast({
          title: 'Failed to save nutrition log',
          description: getApiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  const numberInput = (field: NumberField, unit: string) => {
    const id = `nutrition-${field}`;
    const error = errors[field];
    return (
      <FormField key={field} id={id} label={`${FIELD_LABELS[field]} (${unit})`} error={error}>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={NUTRITION_LIMITS[field]}
          step={1}
          placeholder="0"
          value={values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { error })}
          onChange={(event) => setField(field, event.target.value)}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Nutrition log">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="lg:row-span-2">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Flame className="size-5 text-primary" aria-hidden="true" />
              Calories &amp; Macros
            </CardTitle>
            <CardDescription>Total calories and macros in grams.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {numberInput('calories', 'kcal')}
            <div className="grid grid-cols-3 gap-3">
              {numberInput('protein', 'g')}
              {numberInput('carbs', 'g')}
              {numberInput('fats', 'g')}
            </div>
            <p className="text-sm text-muted-foreground">
              Macros add up to{' '}
              <span className="font-semibold text-foreground tabular-nums">
                {formatNumber(fromMacros)} kcal
              </span>{' '}
              (4 per gram of protein and carbs, 9 per gram of fats).
            </p>
            <div aria-live="polite">
              {mismatch ? (
                <p
                  data-testid="macro-warning"
                  className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                >
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    Your calories ({formatNumber(numbers.calories)} kcal) differ from your macros (
                    {formatNumber(fromMacros)} kcal) by{' '}
                    {formatNumber(Math.abs(numbers.calories - fromMacros))} kcal. Check your
                    entries.
                  </span>
                </p>
              ) : null}
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Droplets className="size-5 text-sky-600" aria-hidden="true" />
              Hydration
            </CardTitle>
            <CardDescription>Water you drank today, in millilitres.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {numberInput('waterIntake', 'ml')}
            <div className="flex flex-wrap gap-2">
              {WATER_QUICK_ADD_ML.map((ml) => (
                <Button
                  key={ml}
                  type="button"
                  variant="outline"
                  className="flex-1 sm:flex-none"
                  aria-label={`Add ${ml} ml of water`}
                  onClick={() =>
                    setField(
                      'waterIntake',
                      String(Math.max(0, parseWholeNumber(values.waterIntake)) + ml),
                    )
                  }
                >
                  <Plus aria-hidden="true" />
                  {ml} ml
                </Button>
              ))}
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <NotebookPen className="size-5 text-primary" aria-hidden="true" />
              Notes
            </CardTitle>
          </CardHeader>
          <CardContent>
            <FormField id="nutrition-notes" label="Notes for the day">
              <textarea
                id="nutrition-notes"
                rows={3}
                maxLength={NUTRITION_LIMITS.notesLength}
                placeholder="Meals, cravings, how you felt..."
                value={values.notes}
                onChange={(event) => setField('notes', event.target.value)}
                className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-primary sm:text-sm"
              />
            </FormField>
          </CardContent>
        </Card>
      </div>

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-end"
        disabled={save.isPending}
      >
        {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
        Save
      </Button>
    </form>
  );
}

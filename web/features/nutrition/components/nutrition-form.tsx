import { AlertTriangle, Droplets, Flame, NotebookPen, Plus, Save } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
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
import { Form, TextAreaField, TextField, useZodForm } from '#web/components/ui/form.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { useSaveDailyLog } from '../api/use-daily-logs.ts';
import {
  FIELD_LABELS,
  hasMacroMismatch,
  macroCalories,
  NUMBER_FIELDS,
  type NumberField,
  parseWholeNumber,
  validateAmount,
} from '../lib/nutrition.ts';
import { formatCount, formatDate } from '#web/lib/format.ts';

/** A whole number in the server's bounds (same wording as its messages). */
const amount = (field: NumberField) =>
  z
    .string()
    .transform(parseWholeNumber)
    .superRefine((value, ctx) => {
      const error = validateAmount(field, value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

const NutritionFormSchema = z.object({
  calories: amount('calories'),
  protein: amount('protein'),
  carbs: amount('carbs'),
  fats: amount('fats'),
  waterIntake: amount('waterIntake'),
  notes: z.string(),
});
type Values = z.input<typeof NutritionFormSchema>;

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

const formatNumber = formatCount;

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
  const form = useZodForm(NutritionFormSchema, { defaultValues: fromLog(log) });
  const save = useSaveDailyLog(userId);

  const onSubmit = (payload: z.output<typeof NutritionFormSchema>) =>
    save.mutate(log ? { id: log.id, values: payload } : { values: { date, ...payload } }, {
      onSuccess: () => toast({ title: 'Nutrition log saved', description: formatDate(date) }),
      onError: (error) =>
        toast({
          title: 'Failed to save nutrition log',
          description: getApiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-6" aria-label="Nutrition log">
      <div className="grid gap-6 lg:grid-cols-2">
        <MacrosCard />
        <HydrationCard />
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <NotebookPen className="size-5 text-primary" aria-hidden="true" />
              Notes
            </CardTitle>
          </CardHeader>
          <CardContent>
            <TextAreaField
              name="notes"
              id="nutrition-notes"
              label="Notes for the day"
              rows={3}
              maxLength={NUTRITION_LIMITS.notesLength}
              placeholder="Meals, cravings, how you felt..."
            />
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
    </Form>
  );
}

/** A whole-number field of the log, with its unit in the label. */
function AmountField({ field, unit }: { field: NumberField; unit: string }) {
  return (
    <TextField
      name={field}
      id={`nutrition-${field}`}
      label={`${FIELD_LABELS[field]} (${unit})`}
      type="number"
      inputMode="numeric"
      min={0}
      max={NUTRITION_LIMITS[field]}
      step={1}
      placeholder="0"
    />
  );
}

/** Calories and macros, what the macros add up to, and a warning when the two disagree. */
function MacrosCard() {
  const values = useFormContext<Values>().watch();
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, parseWholeNumber(values[field])]),
  ) as Record<NumberField, number>;
  const fromMacros = macroCalories(numbers);
  return (
    <Card className="lg:row-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Flame className="size-5 text-primary" aria-hidden="true" />
          Calories &amp; Macros
        </CardTitle>
        <CardDescription>Total calories and macros in grams.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AmountField field="calories" unit="kcal" />
        <div className="grid grid-cols-3 gap-3">
          <AmountField field="protein" unit="g" />
          <AmountField field="carbs" unit="g" />
          <AmountField field="fats" unit="g" />
        </div>
        <p className="text-sm text-muted-foreground">
          Macros add up to{' '}
          <span className="font-semibold text-foreground tabular-nums">
            {formatNumber(fromMacros)} kcal
          </span>{' '}
          (4 per gram of protein and carbs, 9 per gram of fats).
        </p>
        <div aria-live="polite">
          {hasMacroMismatch(numbers) ? (
            <p
              data-testid="macro-warning"
              className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                Your calories ({formatNumber(numbers.calories)} kcal) differ from your macros (
                {formatNumber(fromMacros)} kcal) by{' '}
                {formatNumber(Math.abs(numbers.calories - fromMacros))} kcal. Check your entries.
              </span>
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** Water intake, with quick-add buttons. */
function HydrationCard() {
  const { getValues, setValue, formState } = useFormContext<Values>();
  const add = (ml: number) =>
    setValue('waterIntake', String(Math.max(0, parseWholeNumber(getValues('waterIntake'))) + ml), {
      shouldValidate: formState.isSubmitted,
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Droplets className="size-5 text-sky-600" aria-hidden="true" />
          Hydration
        </CardTitle>
        <CardDescription>Water you drank today, in millilitres.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <AmountField field="waterIntake" unit="ml" />
        <div className="flex flex-wrap gap-2">
          {WATER_QUICK_ADD_ML.map((ml) => (
            <Button
              key={ml}
              type="button"
              variant="outline"
              className="flex-1 sm:flex-none"
              aria-label={`Add ${ml} ml of water`}
              onClick={() => add(ml)}
            >
              <Plus aria-hidden="true" />
              {ml} ml
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

import { Plus } from 'lucide-react';
import { z } from 'zod';
import {
  MEASUREMENT_RULES,
  measurementProblem,
  measurementRule,
  MEASUREMENT_TYPES,
  type MeasurementType,
} from '#common/measurement-rules.ts';
import { Form, TextField, useZodForm } from '#web/components/ui/form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { useUnits } from '#web/lib/units.ts';
import type { Units } from '#common/units.ts';
import { useAddMeasurements } from '../api/use-measurements.ts';

const unitLabel = (type: MeasurementType, units: Units) => {
  const { unit } = measurementRule(type, units);
  return unit === 'in' ? 'inches' : unit;
};

/** The same range rule the server applies, so most mistakes are caught before sending. */
function validate(type: MeasurementType, raw: string, units: Units): string | undefined {
  const value = Number(raw);
  if (!Number.isFinite(value)) return `${MEASUREMENT_RULES[type].label} must be a number`;
  return measurementProblem(type, value, units) ?? undefined;
}

/** An optional measurement: empty, or a number in the server's range for the member's unit. */
const optionalMeasurement = (type: MeasurementType, units: Units) =>
  z
    .string()
    .trim()
    .superRefine((raw, ctx) => {
      const error = raw === '' ? undefined : validate(type, raw, units);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

const addMeasurementsSchema = (units: Units) =>
  z.object({
    weight: optionalMeasurement('weight', units),
    waist: optionalMeasurement('waist', units),
    chest: optionalMeasurement('chest', units),
    biceps: optionalMeasurement('biceps', units),
    thighs: optionalMeasurement('thighs', units),
    date: z.string().min(1, 'Choose the date of these measurements'),
  });
const SCHEMAS = {
  imperial: addMeasurementsSchema('imperial'),
  metric: addMeasurementsSchema('metric'),
};
type Values = z.output<(typeof SCHEMAS)['imperial']>;

/**
 * Why the server refused an entry: the failing field's own message (e.g. "Waist must be between 15
 * and 100 in") rather than the whole validation summary; else the server message.
 */
function serverReason(error: unknown): string {
  const fields = error instanceof ApiError ? error.body?.fields : undefined;
  if (Array.isArray(fields)) {
    const first: unknown = fields[0];
    if (first && typeof first === 'object' && 'message' in first) {
      const { message } = first as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return getApiErrorMessage(error, 'Please try again.');
}

/** Add New Measurements: one request per filled field, all with the chosen date. */
export function AddMeasurementsForm({ userId }: { userId: string }) {
  const today = toLocalIsoDate();
  const units = useUnits();
  const form = useZodForm(SCHEMAS[units], {
    defaultValues: { weight: '', waist: '', chest: '', biceps: '', thighs: '', date: today },
  });
  const add = useAddMeasurements(userId);
  const watched = form.watch();
  const anyFilled = MEASUREMENT_TYPES.some((type) => watched[type].trim() !== '');

  async function onSubmit(values: Values) {
    const filled = MEASUREMENT_TYPES.filter((type) => values[type] !== '');
    if (filled.length === 0) {
      toast({ title: 'Please enter at least one measurement', variant: 'destructive' });
      return;
    }
    const entries = filled.map((type) => ({ type, value: values[type], date: values.date, units }));
    let results: PromiseSettledResult<unknown>[];
    try {
      results = await add.mutateAsync(entries);
    } catch (error) {
      toast({
        title: 'Failed to add measurements',
        description: getApiErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    const saved = filled.filter((_, i) => results[i]?.status === 'fulfilled');
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    // Saved fields are cleared; the ones that failed stay for another try.
    for (const type of saved) form.setValue(type, '');
    if (!failure) {
      toast({ title: `${saved.length} measurement(s) added successfully` });
      return;
    }
    const reason = serverReason(failure.reason);
    toast({
      title: 'Failed to add measurements',
      description:
        saved.length > 0 ? `${reason} (${saved.length} other measurement(s) were saved.)` : reason,
      variant: 'destructive',
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add New Measurements</CardTitle>
        <CardDescription>Fill in any of the fields; each one is saved on its own.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} className="grid gap-4">
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {MEASUREMENT_TYPES.map((type) => (
              <TextField
                key={type}
                name={type}
                id={`measure-${type}`}
                label={`${MEASUREMENT_RULES[type].label} (${unitLabel(type, units)})`}
                type="number"
                inputMode="decimal"
                step={0.1}
                min={measurementRule(type, units).min}
                max={measurementRule(type, units).max}
              />
            ))}
            <TextField
              name="date"
              id="measure-date"
              label="Date"
              className="col-span-2 sm:col-span-1"
              type="date"
              max={today}
              required
            />
          </div>
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={!anyFilled || add.isPending}
          >
            {add.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" />}
            Add All
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

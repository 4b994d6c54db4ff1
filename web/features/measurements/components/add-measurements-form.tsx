import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  MEASUREMENT_RULES,
  MEASUREMENT_TYPES,
  type MeasurementType,
} from '#common/measurement-rules.ts';
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
import { ApiError } from '#web/lib/api-client.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { useAddMeasurements } from '../api/use-measurements.ts';

type Values = Record<MeasurementType, string>;
const EMPTY: Values = { weight: '', waist: '', chest: '', biceps: '', thighs: '' };

const unitLabel = (type: MeasurementType) =>
  MEASUREMENT_RULES[type].unit === 'in' ? 'inches' : MEASUREMENT_RULES[type].unit;

/** The same range rule the server applies, so most mistakes are caught before sending. */
function validate(type: MeasurementType, raw: string): string | undefined {
  const rule = MEASUREMENT_RULES[type];
  const value = Number(raw);
  if (!Number.isFinite(value)) return `${rule.label} must be a number`;
  if (value < rule.min || value > rule.max) {
    return `${rule.label} must be between ${rule.min} and ${rule.max} ${rule.unit}`;
  }
  return undefined;
}

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [date, setDate] = useState(() => toLocalIsoDate());
  const [errors, setErrors] = useState<Partial<Record<MeasurementType | 'date', string>>>({});
  const add = useAddMeasurements(userId);
  const filled = MEASUREMENT_TYPES.filter((type) => values[type].trim() !== '');
  const today = toLocalIsoDate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (filled.length === 0) {
      toast({ title: 'Please enter at least one measurement', variant: 'destructive' });
      return;
    }
    const nextErrors: typeof errors = {};
    for (const type of filled) {
      const error = validate(type, values[type].trim());
      if (error) nextErrors[type] = error;
    }
    if (!date) nextErrors.date = 'Choose the date of these measurements';
    setErrors(nextErrors);
    const firstInvalid = Object.keys(nextErrors)[0];
    if (firstInvalid) {
      document.getElementById(`measure-${firstInvalid}`)?.focus();
      return;
    }

    const entries = filled.map((type) => ({ type, value: values[type].trim(), date }));
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
    setValues((current) => {
      const next = { ...current };
      for (const type of saved) next[type] = '';
      return next;
    });
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
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {MEASUREMENT_TYPES.map((type) => {
              const id = `measure-${type}`;
              const error = errors[type];
              return (
                <FormField
                  key={type}
                  id={id}
                  label={`${MEASUREMENT_RULES[type].label} (${unitLabel(type)})`}
                  error={error}
                >
                  <Input
                    id={id}
                    type="number"
                    inputMode="decimal"
                    step={0.1}
                    min={MEASUREMENT_RULES[type].min}
                    max={MEASUREMENT_RULES[type].max}
                    value={values[type]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={fieldDescribedBy(id, { error })}
                    onChange={(event) => {
                      const value = event.target.value;
                      setValues((current) => ({ ...current, [type]: value }));
                      if (error) setErrors((current) => ({ ...current, [type]: undefined }));
                    }}
                  />
                </FormField>
              );
            })}
            <FormField
              id="measure-date"
              label="Date"
              error={errors.date}
              className="col-span-2 sm:col-span-1"
            >
              <Input
                id="measure-date"
                type="date"
                value={date}
                max={today}
                required
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={fieldDescribedBy('measure-date', { error: errors.date })}
                onChange={(event) => setDate(event.target.value)}
              />
            </FormField>
          </div>
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={filled.length === 0 || add.isPending}
          >
            {add.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" />}
            Add All
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

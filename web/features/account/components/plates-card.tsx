import { useState } from 'react';
import { Disc3 } from 'lucide-react';
import { DEFAULT_PLATES, plateSetFor } from '#common/training/plates.ts';
import { type Units, weightUnit } from '#common/units.ts';
import { useProfile, useUpdateProfile } from '#web/api/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { useUnits } from '#web/lib/units.ts';
import { SettingsCard } from './settings-card.tsx';

/** The plates a gym may have, per unit: the member ticks theirs. */
const PLATE_CHOICES: Record<Units, readonly number[]> = {
  metric: [25, 20, 15, 10, 5, 2.5, 2, 1.25, 1, 0.5],
  imperial: [55, 45, 35, 25, 15, 10, 5, 2.5, 1.25],
};

/**
 * "Bar & plates": the member's own bar and plates, for the session's plate calculator and warm-up
 * ramps (a 15 kg bar, no 25s, fractional plates). Kept in the unit it was entered in; in the other
 * unit the gym's usual set is used.
 */
export function PlatesCard({ userId }: { userId: string }) {
  const units = useUnits();
  const profile = useProfile(userId);
  const update = useUpdateProfile(userId);
  const own = profile.data?.plates;
  const current = plateSetFor(own, units);
  const [bar, setBar] = useState<string | null>(null);
  const [plates, setPlates] = useState<readonly number[] | null>(null);
  const shownBar = bar ?? String(current.bar);
  const shownPlates = plates ?? current.plates;
  const unit = weightUnit(units);
  const changed = bar !== null || plates !== null;

  const save = (value: { units: Units; bar: number; plates: number[] } | null) =>
    update.mutate(
      { plates: value },
      {
        onSuccess: () => {
          setBar(null);
          setPlates(null);
          toast({ title: value ? 'Bar and plates saved' : 'Back to the usual bar and plates' });
        },
        onError: (error) =>
          toast({
            title: 'Could not save your bar and plates',
            description: getApiErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <SettingsCard title="Bar & plates" icon={Disc3}>
      <p className="text-muted-foreground">
        The plate calculator and the warm-up sets use these. Usual set: {DEFAULT_PLATES[units].bar}{' '}
        {unit} bar with {DEFAULT_PLATES[units].plates.join(', ')} {unit} plates.
      </p>
      <form
        className="mt-3 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save({ units, bar: Number(shownBar), plates: [...shownPlates] });
        }}
      >
        <label className="grid max-w-40 gap-1 font-semibold">
          Bar ({unit})
          <Input
            inputMode="decimal"
            value={shownBar}
            onChange={(event) => setBar(event.target.value)}
          />
        </label>
        <fieldset>
          <legend className="font-semibold">Plates you have pairs of ({unit})</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {PLATE_CHOICES[units].map((plate) => {
              const on = shownPlates.includes(plate);
              return (
                <Button
                  key={plate}
                  type="button"
                  variant={on ? 'default' : 'outline'}
                  className="h-11 min-w-14"
                  aria-pressed={on}
                  aria-label={`${plate} ${unit} plates`}
                  onClick={() =>
                    setPlates(on ? shownPlates.filter((p) => p !== plate) : [...shownPlates, plate])
                  }
                >
                  {plate}
                </Button>
              );
            })}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="h-11" disabled={!changed || update.isPending}>
            {update.isPending ? <Spinner className="size-4" /> : null}
            Save bar and plates
          </Button>
          {own ? (
            <Button
              type="button"
              variant="outline"
              className="h-11"
              disabled={update.isPending}
              onClick={() => save(null)}
            >
              Use the usual set
            </Button>
          ) : null}
        </div>
      </form>
    </SettingsCard>
  );
}

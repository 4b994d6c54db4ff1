import { useState, type FormEvent } from 'react';
import {
  DAYS_PER_WEEK_MAX,
  DAYS_PER_WEEK_MIN,
  EQUIPMENT,
  EQUIPMENT_LABELS,
  GOAL_LABELS,
  GOALS,
  LEVEL_LABELS,
  LEVELS,
  WEIGHT_MAX_LBS,
  WEIGHT_MIN_LBS,
} from '#common/constants.ts';
import type { UpdateUserInput, User } from '#common/schemas/users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

/** Time per workout in account preferences (spec part 2 section 5). */
export const PREFERENCE_TIME_OPTIONS = [15, 30, 45, 60, 90] as const;
const DAY_OPTIONS = Array.from(
  { length: DAYS_PER_WEEK_MAX - DAYS_PER_WEEK_MIN + 1 },
  (_, i) => DAYS_PER_WEEK_MIN + i,
);

const selectClass =
  'h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-primary sm:text-sm';

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
}

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
  const [level, setLevel] = useState(profile.level || 'intermediate');
  const [goals, setGoals] = useState<string[]>(profile.goals);
  const [equipment, setEquipment] = useState<string[]>(profile.equipment);
  const [currentWeight, setCurrentWeight] = useState(profile.currentWeight?.toString() ?? '');
  const [targetWeight, setTargetWeight] = useState(profile.targetWeight?.toString() ?? '');
  const timeOptions: number[] = [...PREFERENCE_TIME_OPTIONS];
  const savedTime = Number(profile.timeAvailable);
  if (Number.isInteger(savedTime) && savedTime > 0 && !timeOptions.includes(savedTime)) {
    timeOptions.push(savedTime);
  }
  const [time, setTime] = useState(profile.timeAvailable || '45');
  const [days, setDays] = useState(profile.daysPerWeek || '3');
  const [error, setError] = useState<string | null>(null);

  const weightError = (value: string, label: string) => {
    if (!value.trim()) return null;
    const n = Number(value);
    if (!Number.isFinite(n) || n < WEIGHT_MIN_LBS || n > WEIGHT_MAX_LBS) {
      return `${label} must be between ${WEIGHT_MIN_LBS} and ${WEIGHT_MAX_LBS} lbs`;
    }
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      (goals.length === 0 ? 'Choose at least one goal' : null) ??
      (equipment.length === 0 ? 'Choose at least one equipment option' : null) ??
      weightError(currentWeight, 'Current weight') ??
      weightError(targetWeight, 'Target weight');
    setError(problem);
    if (problem) return;
    const updates = {
      level,
      goals,
      equipment,
      timeAvailable: Number(time),
      daysPerWeek: Number(days),
      ...(currentWeight.trim() ? { currentWeight: Number(currentWeight) } : {}),
      ...(targetWeight.trim() ? { targetWeight: Number(targetWeight) } : {}),
    } as UpdateUserInput;
    onSubmit(updates);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Edit Fitness Preferences</DialogTitle>
        <DialogDescription>These shape the workouts Flex builds for you.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="pref-level">Fitness level</Label>
        <select
          id="pref-level"
          className={selectClass}
          value={level}
          onChange={(e) => setLevel(e.target.value)}
        >
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {LEVEL_LABELS[l]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Goals</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {GOALS.map((goal) => (
            <label key={goal} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={goals.includes(goal)}
                onCheckedChange={(on) => setGoals((g) => toggle(g, goal, on === true))}
              />
              {GOAL_LABELS[goal]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Equipment</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {EQUIPMENT.map((item) => (
            <label key={item} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={equipment.includes(item)}
                onCheckedChange={(on) => setEquipment((e) => toggle(e, item, on === true))}
              />
              {EQUIPMENT_LABELS[item]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="pref-current-weight">Current weight (lbs)</Label>
          <Input
            id="pref-current-weight"
            type="number"
            inputMode="decimal"
            step="0.1"
            value={currentWeight}
            onChange={(e) => setCurrentWeight(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pref-target-weight">Target weight (lbs)</Label>
          <Input
            id="pref-target-weight"
            type="number"
            inputMode="decimal"
            step="0.1"
            value={targetWeight}
            onChange={(e) => setTargetWeight(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pref-time">Time per workout</Label>
          <select
            id="pref-time"
            className={selectClass}
            value={time}
            onChange={(e) => setTime(e.target.value)}
          >
            {timeOptions.map((t) => (
              <option key={t} value={String(t)}>
                {t} minutes
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pref-days">Days per week</Label>
          <select
            id="pref-days"
            className={selectClass}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          >
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
    </form>
  );
}

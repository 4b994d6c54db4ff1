import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { fieldDescribedBy, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

export const WORKOUT_NAME_REQUIRED = 'Please enter a workout name';

export interface SaveWorkoutValues {
  name: string;
  description: string;
}

/** Save Workout: a name (required, trimmed) and an optional description. */
export function SaveWorkoutDialog({
  open,
  onOpenChange,
  defaultName,
  saving,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultName: string;
  saving: boolean;
  onSave: (values: SaveWorkoutValues) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted on open, so each opening starts from the workout's title. */}
        {open ? (
          <SaveWorkoutForm
            defaultName={defaultName}
            saving={saving}
            onSave={onSave}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SaveWorkoutForm({
  defaultName,
  saving,
  onSave,
  onCancel,
}: {
  defaultName: string;
  saving: boolean;
  onSave: (values: SaveWorkoutValues) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(defaultName);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(WORKOUT_NAME_REQUIRED);
      return;
    }
    setError(undefined);
    onSave({ name: trimmed, description: description.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Save Workout</DialogTitle>
        <DialogDescription>Keep this workout to load it again any time.</DialogDescription>
      </DialogHeader>
      <FormField id="saved-workout-name" label="Workout Name" error={error}>
        <Input
          id="saved-workout-name"
          value={name}
          maxLength={80}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy('saved-workout-name', { error })}
          onChange={(event) => {
            setName(event.target.value);
            if (error && event.target.value.trim()) setError(undefined);
          }}
        />
      </FormField>
      <FormField id="saved-workout-description" label="Description (optional)">
        <textarea
          id="saved-workout-description"
          value={description}
          maxLength={500}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
          className="flex w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-primary sm:text-sm"
          placeholder="What is this workout for?"
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="h-11" disabled={saving}>
          {saving ? <Spinner className="size-4" /> : null}
          {saving ? 'Saving...' : 'Save Workout'}
        </Button>
      </DialogFooter>
    </form>
  );
}

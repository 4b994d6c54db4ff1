import { CreateSavedWorkoutSchema } from '#common/schemas/workouts.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Form, TextAreaField, TextField, useZodForm } from '#web/components/ui/form.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

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

/** The name and description of the server's schema: the same limits and the spec's message. */
const SaveWorkoutFormSchema = CreateSavedWorkoutSchema.pick({ name: true, description: true });

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
  const form = useZodForm(SaveWorkoutFormSchema, {
    defaultValues: { name: defaultName, description: '' },
  });
  return (
    <Form form={form} onSubmit={onSave} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Save Workout</DialogTitle>
        <DialogDescription>Keep this workout to load it again any time.</DialogDescription>
      </DialogHeader>
      <TextField
        name="name"
        id="saved-workout-name"
        label="Workout Name"
        maxLength={80}
        autoComplete="off"
      />
      <TextAreaField
        name="description"
        id="saved-workout-description"
        label="Description (optional)"
        maxLength={500}
        rows={3}
        placeholder="What is this workout for?"
      />
      <DialogFooter>
        <Button type="button" variant="outline" className="h-11" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="h-11" disabled={saving}>
          {saving ? <Spinner className="size-4" /> : null}
          {saving ? 'Saving...' : 'Save Workout'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

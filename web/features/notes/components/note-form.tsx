import { Save, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import type { SubmitErrorHandler } from 'react-hook-form';
import type { z } from 'zod';
import { NOTE_CATEGORIES, NOTE_CONTENT_MAX, NOTE_TITLE_MAX } from '#common/constants.ts';
import { CreateNoteSchema, NOTE_REQUIRED_MESSAGE, type Note } from '#common/schemas/notes.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Form, useZodForm } from '#web/components/ui/form.tsx';
import { fieldDescribedBy, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateNote, useUpdateNote } from '../api/use-notes.ts';
import { categoryLabel, isNoteCategory } from './note-category.ts';

const NoteFormSchema = CreateNoteSchema.omit({ userId: true });
type NoteFormInput = z.input<typeof NoteFormSchema>;
type NoteFormValues = z.output<typeof NoteFormSchema>;

const EMPTY: NoteFormInput = { title: '', content: '', category: 'general' };

const fieldClass =
  'w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm';

/**
 * An error toast titled "Error" with the spec's text; a 4xx server message (e.g. the notes cap)
 * follows on its own line, so the member knows what to change.
 */
function failureToast(text: string, error: unknown) {
  const detail =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.serverMessage
      : undefined;
  let description: ReactNode = text;
  if (detail) {
    description = (
      <>
        <span className="block">{text}</span>
        <span className="mt-1 block">{detail}</span>
      </>
    );
  }
  toast({ title: 'Error', description, variant: 'destructive' });
}

/**
 * The create/edit form (spec part 2: a blank title or content is refused with a toast before any
 * call). With `editing` it fills in that note and offers Update Note and Cancel.
 */
export function NoteForm({
  userId,
  editing,
  onDone,
}: {
  userId: string;
  editing: Note | null;
  onDone: () => void;
}) {
  const create = useCreateNote(userId);
  const update = useUpdateNote(userId);
  const pending = create.isPending || update.isPending;
  const form = useZodForm(NoteFormSchema, { defaultValues: EMPTY });
  const {
    register,
    reset,
    setFocus,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (editing) {
      reset({
        title: editing.title,
        content: editing.content,
        category: isNoteCategory(editing.category) ? editing.category : 'general',
      });
      setFocus('title');
    } else {
      reset(EMPTY);
    }
  }, [editing, reset, setFocus]);

  // Blank fields answer with the spec's toast; length limits show under their field.
  const lengthError = (message: string | undefined) =>
    message && message !== NOTE_REQUIRED_MESSAGE ? message : undefined;
  const titleError = lengthError(errors.title?.message);
  const contentError = lengthError(errors.content?.message);

  const onSubmit = (values: NoteFormValues) => {
    if (editing) {
      update.mutate(
        { id: editing.id, ...values },
        {
          onSuccess: () => {
            toast({ title: 'Note updated', description: `“${values.title}” was saved.` });
            onDone();
          },
          onError: (error) => failureToast('Failed to update note', error),
        },
      );
      return;
    }
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Note saved', description: `“${values.title}” was added to your notes.` });
        reset(EMPTY);
      },
      onError: (error) => failureToast('Failed to save note', error),
    });
  };
  const onInvalid: SubmitErrorHandler<NoteFormInput> = (invalid) => {
    if (
      invalid.title?.message === NOTE_REQUIRED_MESSAGE ||
      invalid.content?.message === NOTE_REQUIRED_MESSAGE
    ) {
      toast({ title: 'Error', description: NOTE_REQUIRED_MESSAGE, variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="note-form-title">
      <CardHeader>
        <CardTitle id="note-form-title">{editing ? 'Edit Note' : 'New Note'}</CardTitle>
        <CardDescription>
          {editing
            ? 'Change your note, then update it or cancel.'
            : 'Write down plans, progress and anything you want to remember.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} className="grid gap-4">
          <FormField id="note-title" label="Title" error={titleError}>
            <Input
              id="note-title"
              autoComplete="off"
              maxLength={NOTE_TITLE_MAX}
              placeholder="e.g. Leg day plan"
              aria-invalid={titleError ? true : undefined}
              aria-describedby={fieldDescribedBy('note-title', { error: titleError })}
              {...register('title')}
            />
          </FormField>
          <FormField id="note-content" label="Content" error={contentError}>
            <textarea
              id="note-content"
              rows={6}
              maxLength={NOTE_CONTENT_MAX}
              placeholder="Write your note..."
              className={`${fieldClass} min-h-32 resize-y py-2`}
              aria-invalid={contentError ? true : undefined}
              aria-describedby={fieldDescribedBy('note-content', { error: contentError })}
              {...register('content')}
            />
          </FormField>
          <FormField id="note-category" label="Category">
            <select id="note-category" className={`${fieldClass} h-11`} {...register('category')}>
              {NOTE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </FormField>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
              {editing ? 'Update Note' : 'Save Note'}
            </Button>
            {editing ? (
              <Button type="button" variant="outline" size="lg" onClick={onDone}>
                <X aria-hidden="true" />
                Cancel
              </Button>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

import { clsx } from 'clsx';
import { NotebookPen, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Note } from '#common/schemas/notes.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useDeleteNote, useNotes } from '../api/use-notes.ts';
import { categoryLabel } from './note-category.ts';
import { formatDateTime } from '#web/lib/format.ts';

/** The saved notes, most recently updated first, with edit and delete (after confirmation). */
export function NoteList({
  userId,
  editingId,
  onEdit,
  onDeleted,
}: {
  userId: string;
  editingId: string | null;
  onEdit: (note: Note) => void;
  onDeleted: (note: Note) => void;
}) {
  const notes = useNotes(userId);
  const remove = useDeleteNote(userId);
  const [pending, setPending] = useState<Note | null>(null);

  function confirmDelete() {
    if (!pending) return;
    const note = pending;
    remove.mutate(note.id, {
      onSuccess: () => {
        setPending(null);
        onDeleted(note);
        toast({ title: 'Note deleted', description: `“${note.title}” was deleted.` });
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to delete note', variant: 'destructive' }),
    });
  }

  let body;
  if (notes.isPending) {
    body = (
      <div role="status" aria-label="Loading notes" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <span key={i} className="h-28 animate-pulse rounded-2xl bg-muted" />
        ))}
      </div>
    );
  } else if (notes.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-card p-4"
      >
        <p className="text-sm text-destructive">Your notes could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void notes.refetch()}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  } else if (notes.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-card p-8 text-center">
        <NotebookPen className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">No notes yet</p>
        <p className="text-sm text-muted-foreground">
          Create your first note with the form to keep track of your training.
        </p>
      </div>
    );
  } else {
    body = (
      <ul aria-label="Your notes" className="grid gap-3">
        {notes.data.map((note) => (
          <NoteItem
            key={note.id}
            note={note}
            editing={note.id === editingId}
            onEdit={() => onEdit(note)}
            onDelete={() => setPending(note)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="notes-list-title" className="grid content-start gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="notes-list-title" className="text-xl font-bold tracking-tight">
          Saved Notes
        </h2>
        {notes.data && notes.data.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {notes.data.length} {notes.data.length === 1 ? 'note' : 'notes'}
          </p>
        ) : null}
      </div>
      {body}

      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this note?</DialogTitle>
            <DialogDescription className="break-words">
              {pending
                ? `“${pending.title}” will be permanently deleted. This cannot be undone.`
                : null}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" />}
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

function NoteItem({
  note,
  editing,
  onEdit,
  onDelete,
}: {
  note: Note;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const edited = note.updatedAt !== note.createdAt;
  return (
    <li
      aria-current={editing ? 'true' : undefined}
      className={clsx(
        'grid gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:p-5',
        editing ? 'border-primary ring-2 ring-primary/30' : 'border-border',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-bold break-words">{note.title}</h3>
          <span className="mt-1 inline-block rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
            {categoryLabel(note.category)}
          </span>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0 items-center">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit note ${note.title}`}
            onClick={onEdit}
            className="text-muted-foreground hover:text-foreground"
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete note ${note.title}`}
            onClick={onDelete}
            className="text-muted-foreground hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground">
        {note.content}
      </p>
      <p className="text-xs text-muted-foreground">
        Created <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
        {edited ? (
          <>
            {' · '}Updated <time dateTime={note.updatedAt}>{formatDateTime(note.updatedAt)}</time>
          </>
        ) : null}
      </p>
    </li>
  );
}

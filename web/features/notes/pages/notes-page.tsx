import { useState } from 'react';
import type { Note } from '#common/schemas/notes.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { NoteForm } from '../components/note-form.tsx';
import { NoteList } from '../components/note-list.tsx';

/** `/notes` (spec part 2 section 2, My Notes): a create/edit form and the saved notes. */
export function NotesPage() {
  usePageTitle('My Notes');
  return <Notes />;
}

function Notes() {
  const userId = useSessionUser()!.id;
  const [editing, setEditing] = useState<Note | null>(null);

  function startEditing(note: Note) {
    setEditing(note);
    // On a phone the form is above the list: bring it into view.
    document.getElementById('note-form')?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">My Notes</h1>
        <p className="mt-1 text-muted-foreground">
          Keep your training plans, progress and ideas in one place.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div id="note-form" className="scroll-mt-20 lg:sticky lg:top-6">
          <NoteForm userId={userId} editing={editing} onDone={() => setEditing(null)} />
        </div>
        <NoteList
          userId={userId}
          editingId={editing?.id ?? null}
          onEdit={startEditing}
          onDeleted={(note) => {
            if (note.id === editing?.id) setEditing(null);
          }}
        />
      </div>
    </div>
  );
}

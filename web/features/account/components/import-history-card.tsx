import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { IMPORT_MAX_BYTES, type ImportPreview } from '#common/schemas/imports.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { selectClass } from '#web/components/ui/select-class.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { useImportHistory, useImportPreview, useLibraryMatches } from '../api/use-import.ts';
import { SettingsCard } from './settings-card.tsx';
import { formatDate } from '#web/lib/format.ts';

const APPS: Record<ImportPreview['format'], string> = {
  strong: 'Strong',
  hevy: 'Hevy',
  flexcoach: 'FlexCoach',
};
const KEEP = '';

interface Chosen {
  content: string;
  fileName: string;
  preview: ImportPreview;
  weightUnit: 'kg' | 'lb';
  /** Per exercise of the file: the library id it is filed under, or KEEP for its own name. */
  mapping: Record<string, string>;
}

/**
 * Import history (issue 19): a Strong or Hevy CSV export, or a FlexCoach export, previewed
 * (workouts, dates, each exercise with its library match, the weight unit) before anything is
 * saved; then imported all at once. A second import of the same file adds nothing.
 */
export function ImportHistoryCard() {
  const inputId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const preview = useImportPreview();
  const run = useImportHistory();

  const choose = async (file: File | undefined) => {
    setProblem(null);
    setChosen(null);
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setProblem(
        `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Export a shorter period and import it in parts.`,
      );
      return;
    }
    const content = await file.text();
    preview.mutate(
      { content },
      {
        onSuccess: (result) =>
          setChosen({
            content,
            fileName: file.name,
            preview: result,
            weightUnit: result.weightUnit ?? 'kg',
            mapping: Object.fromEntries(
              result.exercises.map((exercise) => [exercise.name, exercise.match?.id ?? KEEP]),
            ),
          }),
        onError: (error) => setProblem(getApiErrorMessage(error, 'This file could not be read.')),
      },
    );
  };

  const start = () => {
    if (!chosen) return;
    setProblem(null);
    run.mutate(
      {
        content: chosen.content,
        ...(chosen.preview.weightUnitInFile ? {} : { weightUnit: chosen.weightUnit }),
        mapping: Object.fromEntries(
          Object.entries(chosen.mapping).map(([name, id]) => [name, id === KEEP ? null : id]),
        ),
      },
      {
        onSuccess: (result) => {
          setChosen(null);
          toast({
            title: 'Import complete',
            description:
              result.added === 0
                ? `Nothing new: all ${result.workouts} workouts were imported before.`
                : `${result.added} ${result.added === 1 ? 'workout' : 'workouts'} added to your history${result.skipped ? ` (${result.skipped} already there)` : ''}.`,
          });
        },
        onError: (error) =>
          setProblem(getApiErrorMessage(error, 'The import failed. Nothing was saved.')),
      },
    );
  };

  const p = chosen?.preview;
  return (
    <SettingsCard title="Import History" icon={Upload}>
      <p className="text-muted-foreground">
        Bring your training from Strong or Hevy (their CSV export) or another FlexCoach account (its
        JSON export). You see what will be added before anything is saved.
      </p>
      <div className="mt-4 grid gap-1.5">
        <Label htmlFor={inputId}>Export file</Label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className="block w-full text-sm file:mr-3 file:h-11 file:rounded-lg file:border file:border-input file:bg-card file:px-4 file:font-medium"
          disabled={preview.isPending || run.isPending}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            // Choosing the same file again (after an import, or a fix) reads it again.
            event.target.value = '';
          }}
        />
      </div>
      {preview.isPending ? (
        <p role="status" className="mt-3 text-muted-foreground">
          Reading the file...
        </p>
      ) : null}
      {problem ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-destructive"
        >
          {problem}
        </p>
      ) : null}
      {chosen && p ? (
        <div className="mt-4 grid gap-4" aria-label="Import preview" role="group">
          <p className="font-medium">
            {APPS[p.format]} export: {p.workouts} {p.workouts === 1 ? 'workout' : 'workouts'}
            {p.from && p.to ? ` from ${formatDate(p.from)} to ${formatDate(p.to)}` : ''}
            {p.sets ? `, ${p.sets} sets` : ''}.{' '}
            {p.newWorkouts < p.workouts
              ? `${p.workouts - p.newWorkouts} ${p.workouts - p.newWorkouts === 1 ? 'was' : 'were'} imported before and will be skipped.`
              : ''}
          </p>
          {!p.weightUnitInFile ? (
            <div className="grid gap-1.5 sm:max-w-xs">
              <Label htmlFor={`${inputId}-unit`}>Weights in this file are in</Label>
              <select
                id={`${inputId}-unit`}
                className={selectClass}
                value={chosen.weightUnit}
                onChange={(event) =>
                  setChosen({ ...chosen, weightUnit: event.target.value as 'kg' | 'lb' })
                }
              >
                <option value="kg">kg</option>
                <option value="lb">lbs</option>
              </select>
            </div>
          ) : null}
          <div className="grid gap-2">
            <h3 className="font-semibold">Exercises</h3>
            <ul className="grid gap-3">
              {p.exercises.map((exercise, index) => (
                <li key={exercise.name} className="grid gap-1">
                  {exercise.match ? (
                    <>
                      <Label htmlFor={`${inputId}-ex-${index}`}>
                        {exercise.name} <Workouts count={exercise.workouts} />
                      </Label>
                      <select
                        id={`${inputId}-ex-${index}`}
                        className={selectClass}
                        value={chosen.mapping[exercise.name] ?? KEEP}
                        onChange={(event) =>
                          setChosen({
                            ...chosen,
                            mapping: { ...chosen.mapping, [exercise.name]: event.target.value },
                          })
                        }
                      >
                        <option value={exercise.match.id}>Library: {exercise.match.name}</option>
                        <option value={KEEP}>Keep as “{exercise.name}”</option>
                      </select>
                    </>
                  ) : (
                    <>
                      <p className="font-medium">
                        {exercise.name} <Workouts count={exercise.workouts} />
                      </p>
                      <LibraryPicker
                        id={`${inputId}-ex-${index}`}
                        name={exercise.name}
                        value={chosen.mapping[exercise.name] ?? KEEP}
                        onChange={(id) =>
                          setChosen({
                            ...chosen,
                            mapping: { ...chosen.mapping, [exercise.name]: id },
                          })
                        }
                      />
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button disabled={run.isPending || p.newWorkouts === 0} onClick={start}>
              {run.isPending
                ? 'Importing...'
                : p.newWorkouts === 0
                  ? 'Nothing new to import'
                  : `Import ${p.newWorkouts} ${p.newWorkouts === 1 ? 'workout' : 'workouts'}`}
            </Button>
            <Button variant="outline" disabled={run.isPending} onClick={() => setChosen(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </SettingsCard>
  );
}

function Workouts({ count }: { count: number }) {
  return (
    <span className="font-normal text-muted-foreground">
      ({count} {count === 1 ? 'workout' : 'workouts'})
    </span>
  );
}

/**
 * An exercise the library did not match: kept under its own name, unless the member finds the
 * library exercise it is (a search of the library, the first matches offered).
 */
function LibraryPicker({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const [search, setSearch] = useState('');
  // The exercise picked stays offered while the member searches on.
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const query = search.trim();
  const results = useLibraryMatches(query);
  const found = results.data?.exercises ?? [];
  const options =
    picked && !found.some((exercise) => exercise.id === picked.id) ? [picked, ...found] : found;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-search`} className="font-normal text-muted-foreground">
          Find it in the library
        </Label>
        <input
          id={`${id}-search`}
          type="search"
          className={selectClass}
          value={search}
          placeholder="e.g. carry"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id} className="font-normal text-muted-foreground">
          Import as
        </Label>
        <select
          id={id}
          className={selectClass}
          value={value}
          onChange={(event) => {
            const id = event.target.value;
            setPicked(options.find((exercise) => exercise.id === id) ?? null);
            onChange(id);
          }}
        >
          <option value={KEEP}>Keep as “{name}”</option>
          {options.map((exercise) => (
            <option key={exercise.id} value={exercise.id}>
              Library: {exercise.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

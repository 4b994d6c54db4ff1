import { CsvError, parse } from 'csv-parse/sync';
import { isWorkoutDate, WORKOUT_YEARS } from '#common/schemas/fields.ts';
/**
 * Reading other apps' workout exports (issue 19), each in its documented column layout:
 *
 * - Strong, current: comma-separated,
 *   `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`;
 *   the weight unit is the app's setting, not in the file, so the member says which it is.
 * - Strong, older versions: semicolon-separated, with `Weight Unit` and `Distance Unit` columns
 *   (`Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes`).
 * - Hevy: `title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,
 *   set_index,set_type,weight_kg|weight_lbs,reps,distance_km|distance_miles,duration_seconds,rpe`,
 *   the unit in the weight column's name, times such as `26 Jul 2025, 07:06`.
 * - FlexCoach's own account export (JSON, `GET /api/user/{id}/export`): its `workouts`, in its
 *   `units`.
 *
 * Every problem names the row (the file's line number, the header being line 1).
 */

export type ImportFormat = 'strong' | 'hevy' | 'flexcoach';
export type WeightUnit = 'kg' | 'lb';

export class ImportFileError extends Error {}

/** One set as the file has it, its weight in `unit` (null: the file does not say). */
export interface ImportedSet {
  line: number;
  /** Identifies the workout within the file (its start time and title). */
  workoutKey: string;
  title: string;
  /** yyyy-MM-dd */
  date: string;
  durationS: number | null;
  exercise: string;
  reps: number | null;
  weight: number | null;
  unit: WeightUnit | null;
  seconds: number | null;
  /** The set's RPE when the file has one (6 to 10, to the nearest half), else null. */
  rpe: number | null;
  /** The member's note on the exercise or set, when the file has one. */
  note: string | null;
  /** A distance (a run, a row), with its unit; null unit: the file's (km with kg, miles with lbs). */
  distance: number | null;
  distanceUnit: DistanceUnit | null;
  /** A warm-up set (Hevy's `set_type` warmup, Strong's set order "W"). */
  warmup: boolean;
  /** The file's superset group of the exercise (Hevy's `superset_id`), else null. */
  supersetId: string | null;
}

export interface ParsedFile {
  format: ImportFormat;
  sets: ImportedSet[];
  /** FlexCoach exports carry whole workouts in their own shape instead of sets. */
  workouts?: unknown[];
  units?: 'imperial' | 'metric';
}

/** The refusal of a file cut off or damaged: nothing is imported. */
const cutOff = (row: number, got: number, width: number) =>
  new ImportFileError(
    `Row ${row} has ${got} of the ${width} columns: the file looks cut off or damaged. Nothing was imported; export it again and import the whole file.`,
  );

/**
 * RFC 4180 CSV by a maintained parser (csv-parse): quoted fields with doubled quotes and line
 * breaks inside, CRLF or LF, a byte-order mark. A row whose number of columns differs from the
 * header's is refused with its row number (a file cut off mid-row), as is a quote never closed.
 */
export function parseCsv(text: string, delimiter: string): string[][] {
  try {
    return parse(text, {
      delimiter,
      bom: true,
      skip_empty_lines: true,
      // A quote inside an unquoted field ('5" box') is a character, as Strong writes it.
      relax_quotes: true,
    }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new ImportFileError('The file ends inside a quoted field: is it complete?');
    }
    if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
      const context = error as CsvError & { records?: number; record?: unknown[] };
      const width = parse(text.slice(0, text.search(/\r?\n|$/)), { delimiter, bom: true })[0]
        ?.length as number | undefined;
      throw cutOff((context.records ?? 0) + 1, context.record?.length ?? 0, width ?? 0);
    }
    throw new ImportFileError(
      `The file is not valid CSV (${error.message.replace(/\.$/, '')}). Nothing was imported.`,
    );
  }
}

const NOT_A_DATE = `is not a date from ${WORKOUT_YEARS.from} to ${WORKOUT_YEARS.to}.`;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "2024-03-05 18:02:11", "2024-03-05T18:02", "5 Mar 2024, 18:02" → yyyy-MM-dd, or null. */
export function dateOf(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]|$)/.exec(value.trim());
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})/.exec(value.trim());
  if (named) {
    const month = MONTHS.indexOf(named[2]!.toLowerCase()) + 1;
    if (month > 0) return valid(Number(named[3]), month, Number(named[1]));
  }
  return null;
}

/** The date, when it is a real one a workout can have (1900 to 2099, as the app logs them). */
function valid(y: number, m: number, d: number): string | null {
  const date = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isWorkoutDate(date) ? date : null;
}

/** Minutes since midnight of a time in the value ("18:02", "6:02:11 PM"), or null. */
function minutesOf(value: string): number | null {
  const time = /(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?/.exec(value.slice(8));
  if (!time) return null;
  let hours = Number(time[1]) % 24;
  if (time[3]) hours = (hours % 12) + (time[3].toLowerCase() === 'pm' ? 12 : 0);
  return hours * 60 + Number(time[2]);
}

/** Strong's durations: "1h 5m", "45m", "50s", or seconds as a number. */
function strongDuration(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text);
  const parts = /^(?:(\d+)h)?\s*(?:(\d+)m(?:in)?)?\s*(?:(\d+)s)?$/.exec(text);
  if (!parts || (!parts[1] && !parts[2] && !parts[3])) return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

/** A decimal number as files write it ("22.5", "22,5"); blank is null; anything else throws. */
function numberOf(value: string | undefined, what: string, line: number): number | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (/^-\d+(?:[.,]\d+)?$/.test(text)) {
    throw new ImportFileError(`Row ${line}: ${what} "${text.slice(0, 20)}" must be 0 or more.`);
  }
  if (!/^\d+(?:[.,]\d+)?$/.test(text)) {
    throw new ImportFileError(`Row ${line}: ${what} "${text.slice(0, 20)}" is not a number.`);
  }
  return Number(text.replace(',', '.'));
}

/**
 * A start time as one key, whatever the clock it is written in: "2024-03-05 5:30:03 PM" (iOS,
 * with a space or a narrow no-break space before PM) is "2024-03-05 17:30:03", so the same
 * workout exported in both formats is one workout. Other values are kept as written.
 */
export function timeKey(value: string): string {
  const twelve = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(:\d{2})?\s*([AaPp])\.?[Mm]\.?$/.exec(
    value.trim(),
  );
  if (!twelve) return value;
  const [, date, h, m, s, half] = twelve;
  const hours = (Number(h) % 12) + (half!.toLowerCase() === 'p' ? 12 : 0);
  return `${date} ${String(hours).padStart(2, '0')}:${m}${s ?? ''}`;
}

/** Every row has the header's columns: a shorter one is a file cut off (nothing is imported). */
function checkColumns(rows: string[][], columns: Map<string, number>) {
  const width = rows[0]?.length ?? 0;
  rows.slice(1).forEach((row, index) => {
    if (row.length !== width) throw cutOff(index + 2, row.length, width);
  });
  return columns;
}

/** An RPE as the app keeps it: 6 to 10 in halves; a value outside the scale is not kept. */
function rpeOf(value: number | null): number | null {
  if (value === null || value < 6 || value > 10) return null;
  return Math.round(value * 2) / 2;
}

export type DistanceUnit = 'km' | 'mi' | 'm';

/** Strong's older `Distance Unit` column: km, mi (miles) or m; empty: the file's own unit. */
function distanceUnitOf(value: string, line: number): DistanceUnit | null {
  const text = value.trim().toLowerCase();
  if (text === '') return null;
  if (text === 'km' || text === 'kilometers' || text === 'kilometres') return 'km';
  if (text === 'mi' || text === 'miles' || text === 'mile') return 'mi';
  if (text === 'm' || text === 'meters' || text === 'metres') return 'm';
  throw new ImportFileError(
    `Row ${line}: Distance Unit "${value.slice(0, 20)}" is not km, mi or m.`,
  );
}

function header(columns: string[]): Map<string, number> {
  return new Map(columns.map((name, index) => [name.trim().replace(/^\uFEFF/, ''), index]));
}

/** Reads a file, recognising its format from its header (or its JSON shape). */
export function parseImportFile(text: string): ParsedFile {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed === '') throw new ImportFileError('The file is empty.');
  if (trimmed.startsWith('{')) return flexcoachFile(trimmed);
  const firstLine = trimmed.slice(0, trimmed.search(/\r?\n|$/));
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const rows = parseCsv(trimmed, delimiter);
  const columns = header(rows[0] ?? []);
  if (columns.has('exercise_title') && columns.has('start_time')) {
    return hevyFile(rows, checkColumns(rows, columns));
  }
  if (columns.has('Exercise Name') && columns.has('Set Order')) {
    return strongFile(rows, checkColumns(rows, columns));
  }
  throw new ImportFileError(
    'This is not a Strong or Hevy CSV export, nor a FlexCoach export: its first line does not have their columns.',
  );
}

function cellOf(row: string[], columns: Map<string, number>, name: string): string {
  const index = columns.get(name);
  return index === undefined ? '' : (row[index] ?? '');
}

function need(columns: Map<string, number>, names: string[], app: string) {
  const missing = names.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    throw new ImportFileError(`This ${app} export lacks the column ${missing.join(', ')}.`);
  }
}

function strongFile(rows: string[][], columns: Map<string, number>): ParsedFile {
  need(columns, ['Date', 'Workout Name', 'Exercise Name', 'Weight', 'Reps'], 'Strong');
  const sets: ImportedSet[] = [];
  rows.slice(1).forEach((row, index) => {
    const line = index + 2;
    const cell = (name: string) => cellOf(row, columns, name);
    const started = cell('Date');
    const date = dateOf(started);
    if (!date)
      throw new ImportFileError(`Row ${line}: Date "${started.slice(0, 30)}" ${NOT_A_DATE}`);
    const exercise = cell('Exercise Name').trim();
    if (!exercise) throw new ImportFileError(`Row ${line}: the exercise name is empty.`);
    const unitCell = cell('Weight Unit').trim().toLowerCase();
    const unit: WeightUnit | null =
      unitCell === ''
        ? null
        : unitCell.startsWith('kg')
          ? 'kg'
          : unitCell.startsWith('lb')
            ? 'lb'
            : null;
    if (unitCell !== '' && unit === null) {
      throw new ImportFileError(`Row ${line}: Weight Unit "${unitCell}" is neither kg nor lbs.`);
    }
    sets.push({
      line,
      workoutKey: `${timeKey(started)}|${cell('Workout Name')}`,
      title: cell('Workout Name').trim() || 'Imported workout',
      date,
      durationS: strongDuration(cell('Duration') || cell('Workout Duration')),
      exercise,
      reps: numberOf(cell('Reps'), 'Reps', line),
      weight: numberOf(cell('Weight'), 'Weight', line),
      unit,
      seconds: numberOf(cell('Seconds'), 'Seconds', line),
      rpe: rpeOf(numberOf(cell('RPE'), 'RPE', line)),
      note: cell('Notes').trim() || null,
      warmup: cell('Set Order').trim().toUpperCase() === 'W',
      supersetId: null,
      distance: numberOf(cell('Distance'), 'Distance', line),
      distanceUnit: distanceUnitOf(cell('Distance Unit'), line),
    });
  });
  return { format: 'strong', sets };
}

function hevyFile(rows: string[][], columns: Map<string, number>): ParsedFile {
  need(columns, ['title', 'start_time', 'exercise_title', 'reps'], 'Hevy');
  const weightColumn = columns.has('weight_kg') ? 'weight_kg' : 'weight_lbs';
  const unit: WeightUnit = weightColumn === 'weight_kg' ? 'kg' : 'lb';
  const distanceColumn = columns.has('distance_km') ? 'distance_km' : 'distance_miles';
  const sets: ImportedSet[] = [];
  rows.slice(1).forEach((row, index) => {
    const line = index + 2;
    const cell = (name: string) => cellOf(row, columns, name);
    const started = cell('start_time');
    const date = dateOf(started);
    if (!date) {
      throw new ImportFileError(`Row ${line}: start_time "${started.slice(0, 30)}" ${NOT_A_DATE}`);
    }
    const exercise = cell('exercise_title').trim();
    if (!exercise) throw new ImportFileError(`Row ${line}: exercise_title is empty.`);
    const start = minutesOf(started);
    const end = minutesOf(cell('end_time'));
    const durationS =
      start !== null && end !== null ? ((end - start + 1440) % 1440 || 0) * 60 : null;
    sets.push({
      line,
      workoutKey: `${timeKey(started)}|${cell('title')}`,
      title: cell('title').trim() || 'Imported workout',
      date,
      durationS,
      exercise,
      reps: numberOf(cell('reps'), 'reps', line),
      weight: numberOf(cell(weightColumn), weightColumn, line),
      unit,
      seconds: numberOf(cell('duration_seconds'), 'duration_seconds', line),
      rpe: rpeOf(numberOf(cell('rpe'), 'rpe', line)),
      note: cell('exercise_notes').trim() || null,
      warmup: cell('set_type').trim() === 'warmup',
      supersetId: cell('superset_id').trim() || null,
      distance: numberOf(cell(distanceColumn), distanceColumn, line),
      distanceUnit: distanceColumn === 'distance_km' ? 'km' : 'mi',
    });
  });
  return { format: 'hevy', sets };
}

function flexcoachFile(text: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportFileError(
      'This JSON file could not be read: is it a complete FlexCoach export?',
    );
  }
  const file = data as { exportedAt?: unknown; units?: unknown; workouts?: unknown };
  if (typeof file.exportedAt !== 'string' || !Array.isArray(file.workouts)) {
    throw new ImportFileError('This JSON file is not a FlexCoach account export.');
  }
  return {
    format: 'flexcoach',
    sets: [],
    workouts: file.workouts,
    units: file.units === 'metric' ? 'metric' : 'imperial',
  };
}

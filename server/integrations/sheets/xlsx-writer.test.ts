import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { SheetCell, SheetTable } from './types.ts';
import { CELL_MAX_CHARS, columnName, writeXlsx, xmlText } from './xlsx-writer.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'flexcoach-xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const table = (name: string, rows: Record<string, SheetCell>[], keys: string[]): SheetTable => ({
  name,
  columns: keys.map((key) => ({ header: key.toUpperCase(), key, width: 14 })),
  rows: (async function* () {
    yield* rows;
  })(),
});

describe('writeXlsx', () => {
  it('names columns past Z as a spreadsheet does, and escapes XML text', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(xmlText('a & <b> "c"\u0001\u0007 ok')).toBe('a &amp; &lt;b&gt; &quot;c&quot; ok');
  });

  it('writes a workbook a spreadsheet opens: tabs in order, bold frozen header, every value as it was', async () => {
    const file = path.join(dir, 'book.xlsx');
    const long = 'x'.repeat(CELL_MAX_CHARS + 10);
    const counts = await writeXlsx(file, [
      table(
        'Daily Logs',
        [
          { name: 'Fish & <chips> "Friday"', n: 2100, ok: true, none: null, at: new Date(0) },
          { name: '  spaced  ', n: 72.5, ok: false, at: 'text' },
          { name: long, n: Number.NaN, ok: true, none: '', at: 'line\nbreak' },
        ],
        ['name', 'n', 'ok', 'none', 'at'],
      ),
      table('Empty', [], ['a']),
    ]);
    expect(counts).toEqual({ 'Daily Logs': 3, Empty: 0 });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Daily Logs', 'Empty']);
    expect(workbook.creator).toBe('FlexCoach');
    const sheet = workbook.getWorksheet('Daily Logs')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'NAME', 'N', 'OK', 'NONE', 'AT']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet.getColumn(1).width).toBe(14);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Fish & <chips> "Friday"',
      2100,
      true,
      undefined,
      '1970-01-01T00:00:00.000Z',
    ]);
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      '  spaced  ',
      72.5,
      false,
      undefined,
      'text',
    ]);
    // Over Excel's cell limit: cut to it. Not a number: left empty.
    expect(sheet.getCell('A4').value).toBe('x'.repeat(CELL_MAX_CHARS));
    expect(sheet.getCell('B4').value).toBeNull();
    expect(sheet.getCell('E4').value).toBe('line\nbreak');
    expect(workbook.getWorksheet('Empty')!.rowCount).toBe(1);
  });

  it('stops with the error of the rows it reads, leaving the caller to delete the file', async () => {
    const failing: SheetTable = {
      name: 'Broken',
      columns: [{ header: 'A', key: 'a' }],
      rows: (async function* () {
        yield { a: 1 };
        throw new Error('the database went away');
      })(),
    };
    await expect(writeXlsx(path.join(dir, 'broken.xlsx'), [failing])).rejects.toThrow(
      'the database went away',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse.ts';

describe('parseCsv (csv-parse)', () => {
  it('reads quoted fields, doubled quotes, line breaks inside a field, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x ""y""",2\r\n3,"two\nlines"\r\n\r\n', ',')).toEqual([
      ['a', 'b'],
      ['x "y"', '2'],
      ['3', 'two\nlines'],
    ]);
    expect(parseCsv('a;b\n5" box;1\n', ';')).toEqual([
      ['a', 'b'],
      ['5" box', '1'],
    ]);
  });

  it('refuses a row cut short, naming it, and a quote never closed', () => {
    expect(() => parseCsv('a,b,c\n1,2,3\n4,5', ',')).toThrow(
      'Row 3 has 2 of the 3 columns: the file looks cut off or damaged.',
    );
    expect(() => parseCsv('a,b\n1,"open', ',')).toThrow(
      'The file ends inside a quoted field: is it complete?',
    );
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './client.ts';

describe('the embedded database', () => {
  it('starts with its own page cache size (decision 050)', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(result.rows[0]!.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
      expect(PGLITE_SHARED_BUFFERS).toBe('32MB');
    } finally {
      await database.close();
    }
  });

  it('says whether migrating applied anything (a start seeds a new database before it answers)', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      expect(await database.migrate()).toBe(true);
      expect(await database.migrate()).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});

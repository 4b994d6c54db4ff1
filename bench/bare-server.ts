/**
 * The API budget's baselines (ARCHITECTURE.md section 9), nothing else (no hooks, cookies, helmet
 * or compression): `GET /bare-json`, a constant JSON object (the framework's ceiling on this
 * machine), and `GET /bare`, one indexed SELECT on the same database as the app.
 * Env: PORT, BARE_EMAIL (a registered member), and DATABASE_URL or PGLITE_DIR.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const email = process.env.BARE_EMAIL ?? '';
const databaseUrl = process.env.DATABASE_URL;
const pgliteDir = process.env.PGLITE_DIR;
// Uses the unique index users_email_lower_idx.
const SQL = 'select id, first_name from users where lower(email) = $1 limit 1';

type Query = () => Promise<{ rows: unknown[] }>;
let query: Query;
let close: () => Promise<void>;
if (databaseUrl) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  query = () => pool.query(SQL, [email]);
  close = () => pool.end();
} else if (pgliteDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(pgliteDir);
  query = () => client.query(SQL, [email]);
  close = () => client.close();
} else {
  throw new Error('set DATABASE_URL or PGLITE_DIR');
}

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/bare-json', async () => ({ hello: 'world' }));
app.get('/bare', async (_request, reply) => {
  const { rows } = await query();
  if (rows.length !== 1) return reply.status(500).send({ error: 'member not found' });
  return rows[0];
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(close)
      .finally(() => process.exit(0));
  });
}
await app.listen({ port, host: '127.0.0.1' });

import path from 'node:path';

/**
 * Where the end-to-end server runs and keeps its data. Shared by `playwright.config.ts` (which
 * starts the server) and `fixtures.ts` (which reads the mail outbox the server writes).
 */
/** `E2E_PORT` lets two suites run side by side (each with its own data directory). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** `localhost`, as in the links the server puts in its e-mails (cookies are per host name). */
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** Relative to the repository root; deleted before every run, so each run starts on a fresh database. */
export const E2E_DATA_DIR = E2E_PORT === 3100 ? '.tmp/e2e-data' : `.tmp/e2e-data-${E2E_PORT}`;
export const E2E_OUTBOX_DIR = path.join(REPO_ROOT, E2E_DATA_DIR, 'outbox');
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-123' } as const;

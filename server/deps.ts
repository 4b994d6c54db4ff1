import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Backups } from './features/backups/backups.service.ts';
import type { Analytics } from './integrations/analytics/index.ts';
import type { Coach } from './features/coach/coach-types.ts';
import type { Mailer } from './integrations/mail/index.ts';
import type { Payments } from './integrations/payments/types.ts';
import type { Payouts } from './integrations/payouts/types.ts';
import type { Sheets } from './integrations/sheets/types.ts';

/**
 * What every route plugin is built with: configuration, the database and one adapter per
 * third-party service. Its own module so features depend on this contract, never on `app.ts`
 * (which imports every feature).
 */
export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  analytics: Analytics;
  payments: Payments;
  coach: Coach;
  sheets: Sheets;
  payouts: Payouts;
  /** Public origin used in links (reset e-mails). */
  appUrl: string;
  /** The app's automatic backups (scheduled by the server process only). */
  backups: Backups;
}

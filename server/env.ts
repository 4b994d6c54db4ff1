import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The only reader of process.env. Parses configuration with zod and fails fast,
 * listing every variable that is wrong.
 */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** "hourly,daily" message limits, e.g. "30,200". */
const limitsPair = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value);
      if (!match || Number(match[1]) < 1 || Number(match[2]) < Number(match[1])) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be "hourly,daily" with 1 <= hourly <= daily',
        });
        return z.NEVER;
      }
      return { hourly: Number(match[1]), daily: Number(match[2]) };
    });

/**
 * Which proxies in front of the app are believed about the client's address (decision 040):
 * `false` (none, the default), a hop count (`1`: the one proxy in front, the usual setting), or
 * the proxies' addresses and CIDR ranges (`10.0.0.0/8,192.168.1.5`; also proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`). The client is then the address the last trusted proxy
 * saw, the right-most untrusted entry of `X-Forwarded-For`, which a client cannot write. `true`
 * (believe the left-most entry, which the client writes itself) is kept for compatibility and
 * warned about at start.
 */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...more] = entry.split('/');
  if (more.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be false, a number of proxies in front of the app (1 to 10), or their addresses and CIDR ranges separated by commas (such as 10.0.0.0/8,127.0.0.1)',
  });
  return z.NEVER;
}

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * The daily automatic backup into DATA_DIR/backups (decision 026): a UTC time `HH:MM`, or
     * `off`. Unset: 03:00 on the embedded database, off on PostgreSQL (whose operator has the
     * server's own backups; `npm run backup` works there at any time).
     */
    BACKUP_TIME: optionalString.pipe(
      z
        .string()
        .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be a UTC time HH:MM (such as 03:00) or off')
        .optional(),
    ),
    /** Automatic backups kept; older ones are deleted after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    APP_URL: optionalString.pipe(
      z.url({ error: 'must be a URL such as https://app.example.com' }).optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(12, 'must be at least 12 characters').optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('FlexCoach <no-reply@flexcoach.local>'),
    LLM_BASE_URL: optionalString.pipe(
      z
        .url({
          error: 'must be the base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1',
        })
        .optional(),
    ),
    LLM_API_KEY: optionalString,
    /** Model for every tier unless FLEX_MODEL_<TIER> overrides it. */
    FLEX_MODEL: optionalString,
    FLEX_MODEL_FREE: optionalString,
    FLEX_MODEL_BASIC: optionalString,
    FLEX_MODEL_PRO: optionalString,
    FLEX_MODEL_PREMIUM: optionalString,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    /** Fair-use chat limits of paid tiers, "hourly,daily". */
    FLEX_LIMITS_BASIC: limitsPair('30,200'),
    FLEX_LIMITS_PRO: limitsPair('60,500'),
    FLEX_LIMITS_PREMIUM: limitsPair('120,1500'),
    /** Allows the built-in dev payments when NODE_ENV=production (never for real money). */
    DEV_PAYMENTS: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    /** Stripe: payments go through Stripe when both the key and the webhook secret are set. */
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_BASIC: optionalString,
    STRIPE_PRICE_PRO: optionalString,
    STRIPE_PRICE_PREMIUM: optionalString,
    /** Another Stripe API origin (tests: a loopback stub), e.g. http://127.0.0.1:4010. */
    STRIPE_API_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
    /** Stripe's publishable key: the card form (Stripe Elements) on /buy-credits needs it. */
    STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
      z.string().startsWith('pk_', "must start with 'pk_'").optional(),
    ),
    /**
     * Google Sheets export: the service account's JSON key (the JSON itself, or a path to the
     * file) and the id of the master spreadsheet shared with that account. Without both, exports
     * are .xlsx workbooks written under DATA_DIR and downloaded through an authenticated URL.
     */
    GOOGLE_SERVICE_ACCOUNT_JSON: optionalString,
    GOOGLE_SHEETS_SPREADSHEET_ID: optionalString,
    /**
     * PayPal Payouts for affiliate payouts: with both set, an approved payout is sent through
     * PayPal; without them it is marked paid for a manual transfer.
     */
    PAYPAL_CLIENT_ID: optionalString,
    PAYPAL_CLIENT_SECRET: optionalString,
    /** PayPal API origin: live by default; https://api-m.sandbox.paypal.com for the sandbox. */
    PAYPAL_API_URL: z.url({ error: 'must be a URL' }).default('https://api-m.paypal.com'),
    /** Another Google API origin (tests: a loopback stub). */
    GOOGLE_API_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
    SERVE_WEB: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_BASE_URL) {
      for (const tier of ['FREE', 'BASIC', 'PRO', 'PREMIUM'] as const) {
        if (!env[`FLEX_MODEL_${tier}`] && !env.FLEX_MODEL) {
          ctx.addIssue({
            code: 'custom',
            path: [`FLEX_MODEL_${tier}`],
            message: 'is required when LLM_BASE_URL is set (or set FLEX_MODEL for every tier)',
          });
        }
      }
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const name of [
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_BASIC',
        'STRIPE_PRICE_PRO',
        'STRIPE_PRICE_PREMIUM',
        'STRIPE_PUBLISHABLE_KEY',
      ] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when STRIPE_SECRET_KEY is set',
          });
        }
      }
    }
    if (Boolean(env.GOOGLE_SERVICE_ACCOUNT_JSON) !== Boolean(env.GOOGLE_SHEETS_SPREADSHEET_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: [
          env.GOOGLE_SERVICE_ACCOUNT_JSON
            ? 'GOOGLE_SHEETS_SPREADSHEET_ID'
            : 'GOOGLE_SERVICE_ACCOUNT_JSON',
        ],
        message: 'GOOGLE_SERVICE_ACCOUNT_JSON and GOOGLE_SHEETS_SPREADSHEET_ID are set together',
      });
    }
    if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID'],
        message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set together',
      });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'is required when ADMIN_PASSWORD is set',
      });
    }
  });

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** The public origin of the app, used in links sent by mail. */
export function appUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

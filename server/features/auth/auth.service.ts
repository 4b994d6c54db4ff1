import { randomBytes } from 'node:crypto';
import { weightToCanonical } from '#common/units.ts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MS } from '#common/constants.ts';
import type { LoginSchema, RegisterSchema, ResetPasswordSchema } from '#common/schemas/auth.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  knownDevices,
  passwordResetTokens,
  subscriptions,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import { deleteUserSessions, hashToken } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import {
  addressKey,
  type Backoff,
  clearCounter,
  giveBackAttempt,
  hitCounter,
  takeBackoffAttempt,
  tooManyAttempts,
  undoHit,
} from '../../http/throttle.ts';
import { recordReferral } from '../affiliate/index.ts';
import type { Mailer } from '../../integrations/mail/index.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { escapeHtml } from '../../http/page-html.ts';

const MINUTE = 60_000;
const SECOND = 1000;
/**
 * Sign-in guesses (decision 027): per account and address pair, and per address across accounts,
 * a few free attempts, then a wait that doubles with each one, up to a ceiling. There is no limit
 * per account alone: a stranger's guesses from elsewhere never keep the member out.
 */
export const LOGIN_THROTTLE = {
  pair: { free: 5, baseMs: 15 * SECOND, capMs: 15 * MINUTE, quietMs: 24 * 60 * MINUTE },
  address: { free: 20, baseMs: 15 * SECOND, capMs: 30 * MINUTE, quietMs: 24 * 60 * MINUTE },
  /**
   * One account from any address: after 20 failures an hour, a growing wait. A browser the
   * member signed in from before (its device cookie) is not held by it (decision 040).
   */
  account: { free: 20, baseMs: 15 * SECOND, capMs: 15 * MINUTE, quietMs: 60 * MINUTE },
} as const satisfies Record<string, Backoff>;
/** Reset-token guesses: the same shape as sign-in. */
export const RESET_THROTTLE = {
  pair: { free: 5, baseMs: 15 * SECOND, capMs: 15 * MINUTE, quietMs: 24 * 60 * MINUTE },
  address: { free: 10, baseMs: 15 * SECOND, capMs: 30 * MINUTE, quietMs: 24 * 60 * MINUTE },
} as const satisfies Record<string, Backoff>;

/**
 * Takes one guess for `subject` (an e-mail address) from `ip` under both of `throttle`'s keys, or
 * refuses it (429 with the wait) without counting it. Returns the keys, to settle a right guess.
 */
async function takeGuess(
  db: Db,
  purpose: 'login' | 'reset',
  throttle: typeof LOGIN_THROTTLE | typeof RESET_THROTTLE,
  subject: string,
  ip: string,
) {
  const address = addressKey(ip);
  const pairKey = `${purpose}:pair:${subject}|${address}`;
  const addressKeyName = `${purpose}:ip:${address}`;
  const [pair, byAddress] = await Promise.all([
    takeBackoffAttempt(db, pairKey, throttle.pair),
    takeBackoffAttempt(db, addressKeyName, throttle.address),
  ]);
  if (!pair.allowed || !byAddress.allowed) {
    // A refused guess counts nowhere: give back the one that was taken.
    if (pair.allowed) await giveBackAttempt(db, pairKey, pair);
    if (byAddress.allowed) await giveBackAttempt(db, addressKeyName, byAddress);
    const what =
      purpose === 'login'
        ? pair.allowed
          ? 'failed sign-in attempts from your network'
          : 'failed sign-in attempts for this account'
        : pair.allowed
          ? 'password reset attempts'
          : 'password reset attempts for this account';
    throw tooManyAttempts(what, Math.max(pair.retryInMs, byAddress.retryInMs));
  }
  return { pairKey, addressKey: addressKeyName };
}
/** Reset e-mails: per IP (answered 429) and per address (silently not sent again). */
export const FORGOT_LIMITS = { perIp: 10, perAccount: 3, windowMs: 60 * MINUTE } as const;

const today = () => new Date().toISOString().slice(0, 10);

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const userExists = () =>
  new AppError('USER_EXISTS', 'User already exists with this email. Please log in instead.');

/**
 * Creates the account (free tier). A referral code (the `fc_ref` cookie, else the body's
 * `referralCode`) records a pending referral when it is active and not the member's own.
 */
export async function registerUser(
  db: Db,
  input: z.output<typeof RegisterSchema>,
  referralCookie?: string,
): Promise<UserRow> {
  const referralCode =
    (referralCookie || input.referralCode || '').trim().toLowerCase().slice(0, 64) || null;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  if (existing) throw userExists();

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          gender: input.gender,
          level: input.level,
          goals: input.goals,
          equipment: input.equipment,
          workoutLocation: input.workoutLocation,
          hasInjury: input.hasInjury,
          injuries: input.injuries,
          currentWeight: weightToCanonical(input.currentWeight, input.units),
          targetWeight: weightToCanonical(input.targetWeight, input.units),
          units: input.units,
          muscleTarget: input.muscleTarget,
          enduranceGoal: input.enduranceGoal,
          targetDate: input.targetDate,
          startDate: input.startDate ?? today(),
          timeAvailable: input.timeAvailable,
          daysPerWeek: input.daysPerWeek,
          newsletterConsent: input.newsletterConsent,
          referredByCode: referralCode,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      await tx.insert(subscriptions).values({ userId: user.id, tier: 'free', flexCredits: 0 });
      await recordReferral(tx, user, referralCode);
      return user;
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides, the loser gets a 409.
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
}

/** The member a device cookie's token was given to, if it is one. */
async function deviceOwner(db: Db, token: string | undefined): Promise<string | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(eq(knownDevices.tokenHash, hashToken(token)))
    .limit(1);
  return row ? row.email.toLowerCase() : null;
}

/** A new device cookie token for `userId`'s browser. */
async function rememberDevice(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(knownDevices).values({ tokenHash: hashToken(token), userId });
  return token;
}

/**
 * Signs in, or refuses. Guesses are counted per account and address, per address, and per
 * account from any address unless this browser holds the member's device cookie. Returns the
 * member and, for a browser not yet known, the device cookie's token to set.
 */
export async function loginUser(
  db: Db,
  input: z.output<typeof LoginSchema>,
  ip: string,
  deviceToken?: string,
): Promise<UserRow & { newDeviceToken?: string }> {
  const knownDevice = (await deviceOwner(db, deviceToken)) === input.email.toLowerCase();
  const accountKey = `login:account:${input.email.toLowerCase()}`;
  // Count the attempt first (atomically), so parallel guesses cannot slip past the limit; a
  // refused one counts nowhere.
  const account = knownDevice
    ? null
    : await takeBackoffAttempt(db, accountKey, LOGIN_THROTTLE.account);
  if (account && !account.allowed) {
    throw tooManyAttempts('failed sign-in attempts for this account', account.retryInMs);
  }
  let keys: Awaited<ReturnType<typeof takeGuess>>;
  try {
    keys = await takeGuess(db, 'login', LOGIN_THROTTLE, input.email, ip);
  } catch (error) {
    if (account) await giveBackAttempt(db, accountKey, account);
    throw error;
  }

  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !ok) {
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  }
  // A right password: the pair and the account start afresh, and the address counts failures
  // only.
  await Promise.all([
    clearCounter(db, keys.pairKey),
    undoHit(db, keys.addressKey),
    account ? clearCounter(db, accountKey) : Promise.resolve(),
  ]);
  return knownDevice ? user : { ...user, newDeviceToken: await rememberDevice(db, user.id) };
}

export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  ip: string,
  appUrl: string,
  onMailError: (error: unknown) => void = () => {},
): Promise<void> {
  const byIp = await hitCounter(db, `forgot:ip:${ip}`, FORGOT_LIMITS.windowMs);
  if (byIp.count > FORGOT_LIMITS.perIp) {
    throw tooManyAttempts('password reset requests', byIp.resetInMs);
  }
  // The answer is the same whether or not the account exists; only the mail differs.
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (!user) return;
  const perAccount = await hitCounter(db, `forgot:account:${email}`, FORGOT_LIMITS.windowMs);
  if (perAccount.count > FORGOT_LIMITS.perAccount) return;

  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  const delivery = mailer.send({
    to: user.email,
    subject: 'Reset your FlexCoach password',
    text: [
      `Hi ${user.firstName},`,
      '',
      'We received a request to reset your FlexCoach password. Open this link to choose a new one:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(user.firstName)},</p><p>We received a request to reset your FlexCoach password.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email.</p>`,
    consoleSummary: `Password reset link for ${user.email}: ${link}`,
  });
  // A real mail server can take a second or more: waiting for it would tell an observer which
  // addresses have an account. The local outbox is a file write, as fast as the unknown-address path.
  if (mailer.configured) delivery.catch(onMailError);
  else await delivery;
}

const invalidToken = () =>
  new AppError('INVALID_RESET_TOKEN', 'Invalid or expired reset link. Please request a new one.');

export async function resetPassword(
  db: Db,
  input: z.output<typeof ResetPasswordSchema>,
  ip: string,
): Promise<void> {
  const keys = await takeGuess(db, 'reset', RESET_THROTTLE, input.email, ip);

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    // Claim the token in one conditional UPDATE: single use even under concurrent requests.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
          sql`${passwordResetTokens.userId} = (select ${users.id} from ${users} where lower(${users.email}) = ${input.email})`,
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw invalidToken();
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, claimed.userId));
    // Every other outstanding link for this user dies with this reset.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)),
      );
    // A reset signs the account out everywhere.
    await deleteUserSessions(tx, claimed.userId);
  });
  // The member's own address starts afresh (a stranger's elsewhere keeps their waits).
  await Promise.all([
    clearCounter(db, keys.pairKey),
    clearCounter(db, `login:pair:${input.email}|${addressKey(ip)}`),
  ]);
}

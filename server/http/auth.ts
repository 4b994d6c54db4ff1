import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_TIMEOUT_MS,
} from '#common/constants.ts';
import type { Units } from '#common/units.ts';
import { arrayLiteral } from '../db/prepared.ts';
import { backupReadingInSlices } from '../db/backup.ts';
import type { Database, Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { AppError, forbidden, unauthenticated } from './errors.ts';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  /** The unit the member sends and reads weights and lengths in. */
  units: Units;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie only. */
    user: AuthUser | null;
    sessionId: string | null;
    /** What the route's `OwnRead` returned, once the session is resolved and names the owner. */
    ownData: unknown;
  }
  interface FastifyContextConfig {
    /** Routes that establish or end identity (login, register...) ignore a stale x-user-id. */
    skipUserIdClaim?: boolean;
    /** The member's own data, read by the session lookup's statement (see `OwnRead`). */
    ownRead?: OwnRead;
  }
}

/**
 * A read of the signed-in member's own data, made by the same statement as the session lookup,
 * so that a route reading it costs one database round trip instead of two (decision 016).
 *
 * With `param`, the route's path parameter `param` must name the signed-in member (the route
 * still guards it with `requireSelf(param)`): the statement runs `select` only when it does, and
 * otherwise leaves the data out. Without `param`, the route acts as the signed-in member whatever
 * the request says, and `select` always runs. `select` is a scalar subquery that never yields NULL
 * (use coalesce); the signed-in member's id is `u.id` in it, and it reads nothing of anyone else.
 * The handler takes the value with `ownData()`.
 */
export interface OwnRead {
  /** Names the combined prepared statement (`session_<name>`). */
  name: string;
  param?: string;
  select: string;
}

/** Refresh last_seen_at at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: string,
  userAgent: string | undefined,
): Promise<string> {
  const token = randomBytes(32).toString('base64url'); // 256 bits
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_TIMEOUT_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

function isSecureRequest(request: FastifyRequest, appUrl: string | undefined): boolean {
  return appUrl ? appUrl.startsWith('https://') : request.protocol === 'https';
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  appUrl: string | undefined,
) {
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, appUrl),
    maxAge: Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000),
  });
}

/** The browser a member signed in from before (decision 040): only sign-in reads it. */
export const DEVICE_COOKIE_NAME = 'fc_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  appUrl: string | undefined,
) {
  reply.setCookie(DEVICE_COOKIE_NAME, token, {
    path: '/api/auth/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(request, appUrl),
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  appUrl: string | undefined,
) {
  reply.clearCookie(SESSION_COOKIE_NAME, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, appUrl),
  });
}

interface SessionRow {
  sessionId: string;
  /** last_seen_at in epoch milliseconds (a float8 parses cheaper than a timestamp). */
  lastSeenMs: number;
  id: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  units: Units;
  /** Only from a lookup made with an `OwnRead`: its value, or null when `owner` is not the member. */
  ownData?: unknown;
}
type SessionLookup = (tokenHash: string, owner: string) => Promise<SessionRow | undefined>;

const HEX_DIGEST = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface PendingLookup {
  tokenHash: string;
  owner: string;
  resolve: (row: SessionRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Every request with a cookie runs this lookup, so it is a prepared statement (decision 005):
 * parsed and planned once per connection instead of on every call. With an `OwnRead`, the same
 * statement also reads the member's own data when `owner` is their id (decision 016).
 *
 * The lookups that arrive in one turn of the event loop go to the database together, as one
 * execution of the statement over arrays of token hashes and owners (decision 025): under load
 * one round trip answers many requests, where the round trip itself (the write to the database's
 * socket and the wake-up of its process) costs more than the read. Alone, a lookup waits for
 * nothing but the end of the current turn. Each row carries its lookup's position, so every
 * request gets only its own session; a failure reaches every lookup of the batch.
 */
function createSessionLookup(database: Database, read?: OwnRead): SessionLookup {
  // With a parameter, the subquery sits in a CASE, so PostgreSQL only runs it for the owner.
  const own = !read
    ? ''
    : read.param
      ? `, case when u.id::text = k.owner then (${read.select}) end as "ownData"`
      : `, (${read.select}) as "ownData"`;
  const query = database.prepare<SessionRow & { position: number }>(
    read ? `session_${read.name}` : 'resolve_session',
    `select k.position::integer as "position", s.id as "sessionId",
            (extract(epoch from s.last_seen_at) * 1000)::float8 as "lastSeenMs", u.id, u.email,
            u.first_name as "firstName", u.is_admin as "isAdmin", u.units${own}
     from unnest($1::text[], $2::text[]) with ordinality as k (token_hash, owner, position)
     join sessions s on s.token_hash = k.token_hash and s.expires_at > now()
     join users u on u.id = s.user_id`,
    // With a read, a generic plan is costed for 10 lookups of it and would never be chosen.
    { generic: read !== undefined },
  );
  let pending: PendingLookup[] | null = null;
  const run = async (batch: PendingLookup[]) => {
    try {
      const rows = await query([
        arrayLiteral(batch.map((lookup) => lookup.tokenHash)),
        arrayLiteral(batch.map((lookup) => lookup.owner)),
      ]);
      const byPosition = new Map<number, SessionRow>();
      for (const { position, ...row } of rows) byPosition.set(Number(position), row);
      batch.forEach((lookup, index) => lookup.resolve(byPosition.get(index + 1)));
    } catch (error) {
      for (const lookup of batch) lookup.reject(error);
    }
  };
  return (tokenHash, owner) => {
    // Only our own hex digests, and owners that are UUIDs or empty: nothing to escape.
    if (!HEX_DIGEST.test(tokenHash) || (owner !== '' && !UUID.test(owner))) {
      return Promise.resolve(undefined);
    }
    return new Promise<SessionRow | undefined>((resolve, reject) => {
      if (!pending) {
        const batch: PendingLookup[] = (pending = []);
        setImmediate(() => {
          pending = null;
          void run(batch);
        });
      }
      pending.push({ tokenHash, owner, resolve, reject });
    });
  };
}

async function resolveSession(db: Db, lookup: SessionLookup, token: string, owner: string) {
  const now = Date.now();
  const row = await lookup(hashToken(token), owner);
  if (!row) return null;
  const idleFor = now - row.lastSeenMs;
  if (idleFor > SESSION_IDLE_TIMEOUT_MS) {
    await deleteSession(db, row.sessionId);
    return null;
  }
  // During a backup in slices the touch waits (it would make the backup start again).
  if (idleFor > TOUCH_INTERVAL_MS && !backupReadingInSlices()) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  return row;
}

function toAuthUser(row: SessionRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    isAdmin: row.isAdmin,
    units: row.units === 'metric' ? 'metric' : 'imperial',
  };
}

/** Who a request's session cookie signs in, for the few page paths that need it. */
export type PageUserLookup = (request: FastifyRequest) => Promise<AuthUser | null>;

/**
 * Resolves `request.user` from the session cookie on `/api/*`, and refuses an `x-user-id` header
 * that names someone else: the header is a claim to check, never identity. Returns the same
 * lookup for page paths (a member page the server paints the top of, decision 029).
 */
export function registerAuth(app: FastifyInstance, database: Database): PageUserLookup {
  const { db } = database;
  const lookup = createSessionLookup(database);
  const ownLookups = new Map<OwnRead, SessionLookup>();
  const lookupFor = (read: OwnRead | undefined) => {
    if (!read) return lookup;
    let combined = ownLookups.get(read);
    if (!combined) ownLookups.set(read, (combined = createSessionLookup(database, read)));
    return combined;
  };
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('ownData', undefined);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE_NAME];
    if (token && token.length <= 128) {
      const read = request.routeOptions.config?.ownRead;
      // The path is not validated yet: anything but a UUID reads nothing (the guard answers 403,
      // or validation 400).
      const param = read?.param && (request.params as Record<string, unknown>)[read.param];
      const owner = typeof param === 'string' && UUID.test(param) ? param : '';
      const row = await resolveSession(db, lookupFor(read), token, owner);
      if (row) {
        if (read && row.ownData !== null) request.ownData = row.ownData;
        request.sessionId = row.sessionId;
        request.user = toAuthUser(row);
      }
    }
  });

  app.addHook('preHandler', async (request) => {
    const claimed = request.headers['x-user-id'];
    if (claimed === undefined || request.routeOptions.config?.skipUserIdClaim) return;
    if (!request.user) return; // guards decide whether the route needs a user
    if (claimed !== request.user.id) {
      throw forbidden('The x-user-id header does not match the signed-in user');
    }
  });

  return async (request) => {
    const token = request.cookies[SESSION_COOKIE_NAME];
    if (!token || token.length > 128) return null;
    const row = await resolveSession(db, lookup, token, '');
    return row ? toAuthUser(row) : null;
  };
}

/**
 * Marks a guard that requires a signed-in user, so the API document lists the session cookie as
 * the operation's security (public operations have none).
 */
export const SIGNED_IN_GUARD = Symbol('signedInGuard');
export function signedInGuard<F extends (request: FastifyRequest) => Promise<void>>(guard: F): F {
  return Object.assign(guard, { [SIGNED_IN_GUARD]: true });
}

/** Guard: a signed-in user is required. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
}

/** Guard: the signed-in user must be an admin. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  if (!request.user.isAdmin) throw new AppError('FORBIDDEN', 'Admin access required');
}

/** Guard factory: the path parameter `param` must name the signed-in user. */
export function requireSelf(param: string) {
  return signedInGuard(async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    const value = (request.params as Record<string, unknown>)[param];
    if (value !== request.user.id) {
      throw forbidden('You can only access your own account');
    }
  });
}

signedInGuard(requireUser);
signedInGuard(requireAdmin);

/**
 * The value of the route's `OwnRead`, for a handler behind `requireSelf(param)` (or `requireUser`
 * when the read has no `param`): by then the session lookup has read it for the signed-in member.
 */
export function ownData<T>(request: FastifyRequest): T {
  if (request.ownData === undefined) {
    throw new Error(`${request.routeOptions.url}: no own data (is the route behind requireSelf?)`);
  }
  return request.ownData as T;
}

/** The signed-in user, for handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * The unit a request body's loads, weights and lengths are in: the one the body says, else the
 * member's current one (old clients and logs queued by them). The answer uses it too.
 */
export function bodyUnits(request: FastifyRequest, sent: Units | undefined): Units {
  return sent ?? currentUser(request).units;
}

/**
 * The signed-in user, after checking a `userId` the client sent in the body: a claim that must
 * name the caller (403 otherwise), never a way to act as someone else.
 */
export function claimedUser(
  request: FastifyRequest,
  claimedUserId: string | undefined,
  action: string,
): AuthUser {
  const user = currentUser(request);
  if (claimedUserId !== undefined && claimedUserId !== user.id) {
    throw forbidden(`You can only ${action} for yourself`);
  }
  return user;
}

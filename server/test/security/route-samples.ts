import { randomUUID } from 'node:crypto';
import { SHARE_PLATFORMS } from '#common/constants.ts';
import { buildRegistration } from '../helpers.ts';

/**
 * A valid request for each route that takes a body or a query, so the access checks answer
 * (validation runs before the guards: an invalid body would hide a missing 401 behind a 400).
 * `self` is the id of the caller the body claims to be (`userId`); the matrix replaces it with
 * someone else's id to check that the claim is refused.
 */
export interface RouteSample {
  body?: (self: string) => Record<string, unknown>;
  query?: Record<string, string>;
}

const exercises = [{ name: 'Push-ups', reps: '10-12', rest: '30', sets: 3 }];
const day = '2026-11-20';
const ROUTINE_SAMPLE = {
  name: 'Matrix routine',
  days: [
    {
      name: 'A',
      exercises: [
        { exerciseId: 'Barbell_Squat', sets: 3, reps: { min: 5, max: 5 }, restSeconds: 120 },
      ],
    },
  ],
};
/** A one-set Strong export (its current column layout). */
const STRONG_SAMPLE =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
  '2026-11-19 18:00:00,"Matrix",30m,"Squat (Barbell)",1,60,5,0,0,"","",\n';

export const blogPostInput = (overrides: Record<string, unknown> = {}) => ({
  slug: `sec-${randomUUID().slice(0, 8)}`,
  title: 'Security Drills',
  excerpt: 'Stay safe.',
  content: '<p>Move <strong>well</strong>.</p>',
  author: 'Coach Ada',
  authorRole: 'Certified Personal Trainer',
  category: 'Training',
  tags: 'safety',
  readTime: 5,
  published: false,
  ...overrides,
});

export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  'POST /api/auth/register': { body: () => ({ ...buildRegistration() }) },
  'POST /api/auth/login': {
    body: () => ({ email: `nobody-${randomUUID()}@example.com`, password: 'wrong password' }),
  },
  'POST /api/forgot-password': { body: () => ({ email: `nobody-${randomUUID()}@example.com` }) },
  'POST /api/reset-password': {
    body: () => ({
      email: `nobody-${randomUUID()}@example.com`,
      token: 'x'.repeat(43),
      newPassword: 'a brand new passphrase',
    }),
  },
  'PUT /api/user/:id': { body: () => ({ firstName: 'Mallory' }) },
  'DELETE /api/user/:id': { body: () => ({ password: 'correct horse battery' }) },
  'POST /api/subscriptions/create-checkout': { body: (self) => ({ userId: self, tier: 'basic' }) },
  'GET /api/subscriptions/checkout-success': { query: { session_id: 'cs_unknown_session' } },
  'POST /api/subscriptions/validate-promo': { body: () => ({ code: 'WELCOME50' }) },
  'POST /api/subscriptions/update-tier': { body: (self) => ({ userId: self, tier: 'premium' }) },
  'POST /api/credits/purchase': { body: (self) => ({ userId: self, packageId: 'starter' }) },
  'POST /api/credits/confirm': {
    body: (self) => ({ userId: self, packageId: 'starter', paymentId: 'pay_unknown' }),
  },
  'POST /api/analytics/pageview': { body: () => ({ path: '/security' }) },
  'POST /api/workouts/generate': { body: () => ({}) },
  'POST /api/workouts/block-swaps': {
    body: () => ({ fromExerciseId: 'Barbell_Squat', toExerciseId: 'Front_Barbell_Squat' }),
  },
  'POST /api/workouts/swap': {
    body: () => ({ exercise: { name: 'Push-ups', exerciseId: 'Pushups', reps: '10-12' } }),
  },
  'POST /api/workouts': {
    body: (self) => ({
      userId: self,
      title: 'Matrix workout',
      exercises,
      duration: 600,
      completed: true,
      date: day,
    }),
  },
  'PUT /api/workouts/:id': {
    body: () => ({ title: 'Overwritten', exercises, date: day }),
  },
  'POST /api/saved-workouts': {
    body: (self) => ({ userId: self, name: 'Matrix saved', exercises, timeEstimate: 30 }),
  },
  'POST /api/routines': { body: () => ROUTINE_SAMPLE },
  'PUT /api/routines/:id': { body: () => ({ ...ROUTINE_SAMPLE, name: 'Overwritten' }) },
  'POST /api/routines/:id/days/:day/session': { body: () => ({}) },
  'POST /api/workouts/prescribe': {
    body: () => ({ exercises: ROUTINE_SAMPLE.days[0]!.exercises }),
  },
  'POST /api/measurements': {
    body: (self) => ({ userId: self, type: 'weight', value: '180', date: day }),
  },
  'POST /api/flex/chat': { body: (self) => ({ userId: self, message: 'Hello coach' }) },
  'POST /api/import/preview': { body: () => ({ content: STRONG_SAMPLE }) },
  'POST /api/import': { body: () => ({ content: STRONG_SAMPLE }) },
  'POST /api/daily-logs': { body: (self) => ({ userId: self, date: day, calories: 100 }) },
  'PUT /api/daily-logs/:id': { body: () => ({ calories: 999 }) },
  'POST /api/notes': {
    body: (self) => ({ userId: self, title: 'Matrix note', content: 'From the matrix' }),
  },
  'PUT /api/notes/:id': { body: () => ({ title: 'Overwritten', content: 'Overwritten' }) },
  'POST /api/affiliate/track-click': { body: () => ({ code: 'no-such-code' }) },
  'POST /api/affiliate/register': { body: () => ({}) },
  'PATCH /api/affiliate/payout-info': { body: () => ({ paypalEmail: null }) },
  'POST /api/affiliate/track-share': { body: () => ({ platform: SHARE_PLATFORMS[0] }) },
  'PATCH /api/admin/affiliates/:id/status': { body: () => ({ status: 'suspended' }) },
  'POST /api/admin/blog': { body: () => blogPostInput() },
  'PUT /api/admin/blog/:id': { body: () => blogPostInput({ title: 'Defaced' }) },
};

import { z } from 'zod';
import { TIERS } from '../constants.ts';
import { UNITS } from '../units.ts';
import {
  BooleanishSchema,
  DaysPerWeekSchema,
  EquipmentListSchema,
  FirstNameSchema,
  GoalsSchema,
  LevelSchema,
  TimeAvailableSchema,
  BodyWeightSchema,
  UnitsSchema,
} from './fields.ts';

/** The profile a member sees of themselves (never a hash, never a provider id). */
/** The member's own bar and plates (the plate calculator and the warm-up ramps), in `units`. */
export const MemberPlatesSchema = z.strictObject({
  units: z.enum(UNITS),
  bar: z
    .number({ error: 'must be a number' })
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100'),
  plates: z
    .array(
      z
        .number({ error: 'must be a number' })
        .min(0.1, 'must be at least 0.1')
        .max(100, 'must be at most 100'),
    )
    .min(1, 'choose at least one plate')
    .max(12, 'at most 12 plates'),
});
export type MemberPlates = z.infer<typeof MemberPlatesSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  isAdmin: z.boolean(),
  gender: z.string(),
  level: z.string(),
  goals: z.array(z.string()),
  equipment: z.array(z.string()),
  workoutLocation: z.string(),
  hasInjury: z.string(),
  injuries: z.array(z.string()),
  /** In `units`. */
  currentWeight: z.number().nullable(),
  targetWeight: z.number().nullable(),
  muscleTarget: z.string(),
  enduranceGoal: z.string(),
  targetDate: z.string().nullable(),
  startDate: z.string().nullable(),
  /** Minutes, as a string (spec part 2 section 3). */
  timeAvailable: z.string(),
  /** Days, as a string (spec part 2 section 3). */
  daysPerWeek: z.string(),
  newsletterConsent: z.boolean(),
  /** The unit of every weight and length this member sends and reads. */
  units: z.enum(UNITS),
  /** The member's bar and plates; null: the gym's usual set (common/training/plates.ts). */
  plates: MemberPlatesSchema.nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** The only fields a member may change on their own record. */
export const USER_UPDATABLE_FIELDS = [
  'firstName',
  'level',
  'goals',
  'equipment',
  'currentWeight',
  'targetWeight',
  'timeAvailable',
  'daysPerWeek',
  'newsletterConsent',
  'units',
  'plates',
] as const;

export const UpdateUserSchema = z
  .object(
    {
      firstName: FirstNameSchema,
      level: LevelSchema,
      goals: GoalsSchema,
      equipment: EquipmentListSchema,
      /** In the member's unit (`units` in the same update, else the stored one). */
      currentWeight: BodyWeightSchema,
      targetWeight: BodyWeightSchema,
      timeAvailable: TimeAvailableSchema,
      daysPerWeek: DaysPerWeekSchema,
      newsletterConsent: BooleanishSchema,
      units: UnitsSchema,
      /** Null goes back to the gym's usual set. */
      plates: MemberPlatesSchema.nullable(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `cannot change: ${issue.keys.join(', ')} (allowed: ${USER_UPDATABLE_FIELDS.join(', ')})`
          : undefined,
    },
  )
  .partial()
  .strict();
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;

export const SubscriptionStatusSchema = z.object({
  tier: z.enum(TIERS),
  flexCredits: z.number().int(),
  /** True after a cancellation: the plan stays until `currentPeriodEnd`, then drops to free. */
  cancelAtPeriodEnd: z.boolean(),
  /** ISO timestamp of the end of the paid period, or null on the free plan. */
  currentPeriodEnd: z.string().nullable(),
  /**
   * A renewal payment failed and the provider is retrying it (the plan stays until the final
   * attempt fails). Absent or false otherwise.
   */
  paymentPastDue: z.boolean().optional(),
  /** ISO timestamp of the provider's next payment attempt while past due. */
  nextPaymentAttempt: z.string().nullable().optional(),
  /** Failed attempts so far while past due. */
  paymentAttemptCount: z.number().int().optional(),
  /** True when the provider has a customer for this member: the card can be changed in its portal. */
  canManageBilling: z.boolean().optional(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const PublicConfigSchema = z.object({
  /** False when mail goes to the local outbox: the UI then says delivery is not configured. */
  mailConfigured: z.boolean(),
  /** 'dev': the built-in dev payments (no card is charged); 'stripe': real payments. */
  paymentsMode: z.enum(['dev', 'stripe']),
  /** Stripe's publishable key, for the card form (Stripe mode only). */
  stripePublishableKey: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

import { z } from 'zod';
import { SubscriptionStatusSchema } from './users.ts';
import {
  BooleanishSchema,
  CalendarDateSchema,
  DaysPerWeekSchema,
  EmailSchema,
  EquipmentListSchema,
  FirstNameSchema,
  GenderSchema,
  GoalsSchema,
  LevelSchema,
  PasswordSchema,
  TimeAvailableSchema,
  BodyWeightSchema,
  bodyWeightProblem,
  UnitsSchema,
} from './fields.ts';

const shortText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** The registration payload of spec part 1 section 3. */
export const RegisterSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    firstName: FirstNameSchema,
    gender: GenderSchema,
    level: LevelSchema,
    goals: GoalsSchema,
    equipment: EquipmentListSchema,
    workoutLocation: shortText(50).optional().default(''),
    hasInjury: z
      .union([z.boolean().transform((b) => (b ? 'yes' : 'no')), z.enum(['yes', 'no'])])
      .optional()
      .default('no'),
    injuries: z.array(shortText(100)).max(20).optional().default([]),
    /** In `units`: pounds (the default) or kilograms. */
    currentWeight: BodyWeightSchema,
    targetWeight: BodyWeightSchema,
    /** Imperial (lb, in: the default) or metric (kg, cm). */
    units: UnitsSchema.optional().default('imperial'),
    muscleTarget: shortText(100).optional().default(''),
    enduranceGoal: shortText(100).optional().default(''),
    targetDate: CalendarDateSchema,
    startDate: CalendarDateSchema.optional(),
    timeAvailable: TimeAvailableSchema,
    daysPerWeek: DaysPerWeekSchema,
    newsletterConsent: BooleanishSchema.optional().default(false),
    /** Referral code captured from `/onboarding?ref=...` (used by the affiliate programme). */
    referralCode: shortText(64).optional(),
  })
  .superRefine((data, ctx) => {
    for (const field of ['currentWeight', 'targetWeight'] as const) {
      const problem = bodyWeightProblem(data[field], data.units);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });
export type RegisterInput = z.input<typeof RegisterSchema>;
export type RegisterData = z.output<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1024),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z.object({
  email: EmailSchema,
  token: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200),
  newPassword: PasswordSchema,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** The user the browser holds in session storage (spec part 1 section 3). */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  isAdmin: z.boolean(),
  goals: z.array(z.string()),
  /** The unit of every weight and length the member sees: `imperial` (lb, in) or `metric`. */
  units: z.enum(['imperial', 'metric']),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/**
 * `GET /api/auth/me`: the session user, and their plan and credits, which the member pages show
 * first (the app seeds its subscription-status data with it: one round trip less, and the
 * dashboard's header has its final shape in its first frame).
 */
export const MeSchema = SessionUserSchema.extend({ subscription: SubscriptionStatusSchema });
export type Me = z.infer<typeof MeSchema>;

export const MessageSchema = z.object({ success: z.boolean(), message: z.string() });

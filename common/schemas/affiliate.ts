import { z } from 'zod';
import { AFFILIATE_STATUSES, SHARE_PLATFORMS } from '../constants.ts';

/** An optional PayPal email: blank means none; otherwise a valid address (lower-cased). */
const PaypalEmailSchema = z
  .string({ error: 'PayPal email must be text' })
  .trim()
  .max(254, { error: 'PayPal email must be at most 254 characters' })
  .transform((v) => v.toLowerCase())
  .pipe(z.union([z.literal(''), z.email({ error: 'Please enter a valid PayPal email address' })]))
  .transform((v) => (v === '' ? null : v));

/** `POST /api/affiliate/register`. */
export const RegisterAffiliateSchema = z.object({
  paypalEmail: PaypalEmailSchema.nullish().transform((v) => v ?? null),
});
export type RegisterAffiliateInput = z.input<typeof RegisterAffiliateSchema>;

/** `PATCH /api/affiliate/payout-info`. */
export const PayoutInfoSchema = z.object({
  paypalEmail: PaypalEmailSchema.nullable(),
});
export type PayoutInfoInput = z.input<typeof PayoutInfoSchema>;

/** `POST /api/affiliate/track-share`. */
export const TrackShareSchema = z.object({
  platform: z.enum(SHARE_PLATFORMS, {
    error: `Platform must be one of: ${SHARE_PLATFORMS.join(', ')}`,
  }),
});

/** `POST /api/affiliate/track-click`: a visit of `/{code}` or `/onboarding?ref={code}`. */
export const TrackClickSchema = z.object({
  code: z
    .string({ error: 'Referral code is required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Referral code is required' })
    .max(64, { error: 'Referral code is too long' }),
});

/** `PATCH /api/admin/affiliates/{id}/status`. */
export const AffiliateStatusSchema = z.object({
  status: z.enum(AFFILIATE_STATUSES, { error: "Status must be 'active' or 'suspended'" }),
});

/** The member's own affiliate record (spec part 2 section 3, Affiliate). Amounts in cents. */
export const AffiliateSchema = z.object({
  id: z.string(),
  referralCode: z.string(),
  status: z.string(),
  totalReferrals: z.number().int(),
  totalEarnings: z.number().int(),
  pendingEarnings: z.number().int(),
  paidEarnings: z.number().int(),
  /** Percent, e.g. 20. */
  commissionRate: z.number(),
  paypalEmail: z.string().nullable(),
  totalClicks: z.number().int(),
  conversions: z.number().int(),
  /** The open payout request, if any. */
  payoutRequest: z
    .object({ id: z.string(), amountCents: z.number().int(), requestedAt: z.string() })
    .nullable(),
  createdAt: z.string(),
});
export type Affiliate = z.infer<typeof AffiliateSchema>;

export const ReferralSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'converted']),
  createdAt: z.string(),
  convertedAt: z.string().nullable(),
});
export type Referral = z.infer<typeof ReferralSchema>;

export const CommissionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  tier: z.string(),
  amount: z.number().int(),
  status: z.string(),
});
export type Commission = z.infer<typeof CommissionSchema>;

/** `GET /api/affiliate/stats` (404 when the member is not an affiliate). */
export const AffiliateStatsSchema = z.object({
  affiliate: AffiliateSchema,
  referrals: z.array(ReferralSchema),
  commissions: z.array(CommissionSchema),
});
export type AffiliateStats = z.infer<typeof AffiliateStatsSchema>;

/** `GET /api/admin/affiliates` rows (spec: Affiliate admin view). */
export const AdminAffiliateSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  referralCode: z.string(),
  totalReferrals: z.number().int(),
  totalEarnings: z.number().int(),
  pendingEarnings: z.number().int(),
  status: z.string(),
  paypalEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAffiliate = z.infer<typeof AdminAffiliateSchema>;

/**
 * `GET /api/admin/affiliates/commissions/pending`: one row per open payout request (spec: Pending
 * commission); `amount` is the affiliate's pending balance now (what approval would pay).
 */
export const PendingCommissionSchema = z.object({
  id: z.string(),
  affiliateId: z.string(),
  affiliateName: z.string(),
  affiliateEmail: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export type PendingCommission = z.infer<typeof PendingCommissionSchema>;

/** `POST /api/admin/affiliates/{id}/payout`. */
export const PayoutResultSchema = z.object({
  success: z.literal(true),
  payoutId: z.string(),
  amountCents: z.number().int(),
  commissionsPaid: z.number().int(),
  /** 'paypal': sent through the PayPal Payouts API; 'manual': marked paid for a manual transfer. */
  method: z.enum(['paypal', 'manual']),
  message: z.string(),
});
export type PayoutResult = z.infer<typeof PayoutResultSchema>;

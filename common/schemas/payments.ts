import { z } from 'zod';
import { CREDIT_PACKS, TIERS } from '../constants.ts';

export const PaidTierSchema = z.enum(['basic', 'pro', 'premium'], {
  error: 'must be basic, pro or premium (the free plan needs no checkout)',
});
export const CreditPackIdSchema = z.enum(
  CREDIT_PACKS.map((p) => p.id) as ['starter', 'value', 'power'],
  { error: 'must be starter, value or power' },
);
const PromoCodeSchema = z.string().trim().toUpperCase().max(40);

export const CreateCheckoutSchema = z.object({
  userId: z.string().max(100).optional(),
  tier: PaidTierSchema,
  promoCode: PromoCodeSchema.optional(),
});
export type CreateCheckoutInput = z.input<typeof CreateCheckoutSchema>;

export const CheckoutResponseSchema = z.union([
  z.object({
    devMode: z.literal(true),
    tier: PaidTierSchema,
    /** The dev-mode session id, usable with checkout-success. */
    sessionId: z.string(),
  }),
  z.object({ devMode: z.literal(false), checkoutUrl: z.string(), url: z.string() }),
]);
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const CheckoutSuccessQuerySchema = z.object({ session_id: z.string().min(1).max(200) });
export const CheckoutSuccessResponseSchema = z.object({
  success: z.literal(true),
  tier: z.enum(TIERS),
});

export const ValidatePromoSchema = z.object({ code: PromoCodeSchema.min(1) });
export const PromoResponseSchema = z.object({
  percentOff: z.number().int(),
  durationInMonths: z.number().int(),
});
export type PromoResponse = z.infer<typeof PromoResponseSchema>;

export const CancelResponseSchema = z.object({
  success: z.literal(true),
  tier: z.enum(TIERS),
  cancelAtPeriodEnd: z.literal(true),
  currentPeriodEnd: z.string().nullable(),
});
export type CancelResponse = z.infer<typeof CancelResponseSchema>;

export const UpdateTierSchema = z.object({
  userId: z.string().min(1).max(100),
  tier: z.enum(TIERS),
});

export const PurchaseCreditsSchema = z.object({
  userId: z.string().max(100).optional(),
  packageId: CreditPackIdSchema,
});
export const PurchaseCreditsResponseSchema = z.object({
  devMode: z.boolean(),
  clientSecret: z.string(),
  paymentId: z.string(),
});
export type PurchaseCreditsResponse = z.infer<typeof PurchaseCreditsResponseSchema>;

export const ConfirmCreditsSchema = z.object({
  userId: z.string().max(100).optional(),
  packageId: CreditPackIdSchema,
  paymentId: z.string().min(1).max(200),
});
export const ConfirmCreditsResponseSchema = z.object({
  success: z.literal(true),
  creditsAdded: z.number().int(),
  flexCredits: z.number().int(),
});
export type ConfirmCreditsResponse = z.infer<typeof ConfirmCreditsResponseSchema>;

export const DeleteAccountSchema = z.object({ password: z.string().min(1).max(256) });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tier } from '#common/constants.ts';
import { subscriptionStatusQueryOptions } from '#web/api/subscription-status.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Paid tiers only: the free tier cannot be checked out. */
export type PaidTier = Exclude<Tier, 'free'>;

export interface PromoResult {
  percentOff: number;
  durationInMonths: number;
}

export interface CheckoutResponse {
  devMode?: boolean;
  tier?: Tier;
  checkoutUrl?: string;
  url?: string;
}

export interface CheckoutSuccessResponse {
  success: boolean;
  tier?: Tier;
  error?: string;
}

export interface CancelResponse {
  success: true;
  tier: Tier;
  cancelAtPeriodEnd: true;
  currentPeriodEnd: string | null;
}

export function useValidatePromo() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<PromoResult>('POST', '/api/subscriptions/validate-promo', { code }),
  });
}

export function useCreateCheckout() {
  return useMutation({
    mutationFn: (input: { userId: string; tier: PaidTier; promoCode?: string }) =>
      apiRequest<CheckoutResponse>('POST', '/api/subscriptions/create-checkout', input),
  });
}

export function fetchCheckoutSuccess(sessionId: string) {
  return apiRequest<CheckoutSuccessResponse>(
    'GET',
    `/api/subscriptions/checkout-success?session_id=${encodeURIComponent(sessionId)}`,
  );
}

export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<CancelResponse>('POST', `/api/subscriptions/cancel/${encodeURIComponent(userId)}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryOptions(userId).queryKey }),
  });
}

/** `POST /api/subscriptions/portal`: a one-time link to the provider's billing portal. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>('POST', '/api/subscriptions/portal'),
  });
}

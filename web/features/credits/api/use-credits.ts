import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditPackId } from '#common/constants.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { subscriptionStatusQueryOptions } from '#web/api/subscription-status.ts';

export interface PurchaseResponse {
  devMode?: boolean;
  clientSecret: string;
  paymentId: string;
}

export interface ConfirmResponse {
  success: true;
  creditsAdded: number;
  flexCredits: number;
}

export function startCreditPurchase(userId: string, packageId: CreditPackId) {
  return apiRequest<PurchaseResponse>('POST', '/api/credits/purchase', { userId, packageId });
}

export function confirmCreditPurchase(userId: string, packageId: CreditPackId, paymentId: string) {
  return apiRequest<ConfirmResponse>('POST', '/api/credits/confirm', {
    userId,
    packageId,
    paymentId,
  });
}

/** Which step failed: the purchase (no payment started) or the payment confirmation. */
export class CreditPurchaseError extends Error {
  constructor(
    readonly step: 'purchase' | 'confirm',
    readonly reason: unknown,
  ) {
    super(step);
  }
}

/** Purchase then confirm (spec part 2 section 4, Credit purchase); status refreshed on success. */
export function useBuyCredits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (packageId: CreditPackId) => {
      let purchase: PurchaseResponse;
      try {
        purchase = await startCreditPurchase(userId, packageId);
      } catch (error) {
        throw new CreditPurchaseError('purchase', error);
      }
      try {
        return await confirmCreditPurchase(userId, packageId, purchase.paymentId);
      } catch (error) {
        throw new CreditPurchaseError('confirm', error);
      }
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryOptions(userId).queryKey }),
  });
}

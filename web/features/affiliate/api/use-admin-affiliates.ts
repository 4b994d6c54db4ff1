import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AffiliateStatus } from '#common/constants.ts';
import type { AdminAffiliate, PayoutResult, PendingCommission } from '#common/schemas/affiliate.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

export const adminAffiliatesKey = ['/api/admin/affiliates'] as const;
export const pendingPayoutsKey = ['/api/admin/affiliates/commissions/pending'] as const;

/** `GET /api/admin/affiliates`. */
export const adminAffiliatesQueryOptions = () =>
  queryOptions<AdminAffiliate[]>({
    queryKey: adminAffiliatesKey,
    queryFn: ({ signal }) => apiGet<AdminAffiliate[]>(adminAffiliatesKey[0], signal),
  });

/** `GET /api/admin/affiliates/commissions/pending`: one row per open payout request. */
export const pendingPayoutsQueryOptions = () =>
  queryOptions<PendingCommission[]>({
    queryKey: pendingPayoutsKey,
    queryFn: ({ signal }) => apiGet<PendingCommission[]>(pendingPayoutsKey[0], signal),
  });

export function useAdminAffiliates() {
  return useQuery(adminAffiliatesQueryOptions());
}

export function usePendingPayouts() {
  return useQuery(pendingPayoutsQueryOptions());
}

/** Both admin lists change after any admin action (status, balances, open requests). */
function useInvalidateAdminLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminAffiliatesKey }),
      queryClient.invalidateQueries({ queryKey: pendingPayoutsKey }),
    ]);
}

/** `PATCH /api/admin/affiliates/{id}/status { status }`. */
export function useSetAffiliateStatus() {
  const invalidate = useInvalidateAdminLists();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AffiliateStatus }) =>
      apiRequest<AdminAffiliate>(
        'PATCH',
        `/api/admin/affiliates/${encodeURIComponent(id)}/status`,
        {
          status,
        },
      ),
    onSettled: invalidate,
  });
}

/** `POST /api/admin/affiliates/{id}/payout` (empty body): pays the affiliate's pending balance. */
export function useApprovePayout() {
  const invalidate = useInvalidateAdminLists();
  return useMutation({
    mutationFn: (affiliateId: string) =>
      apiRequest<PayoutResult>(
        'POST',
        `/api/admin/affiliates/${encodeURIComponent(affiliateId)}/payout`,
      ),
    onSettled: invalidate,
  });
}

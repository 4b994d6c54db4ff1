import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { SharePlatform } from '#common/constants.ts';
import type {
  AffiliateStats,
  PayoutInfoInput,
  RegisterAffiliateInput,
} from '#common/schemas/affiliate.ts';
import { apiGet, apiRequest, isApiError } from '#web/lib/api-client.ts';

export const affiliateStatsKey = ['/api/affiliate/stats'] as const;

/** The result of `POST /api/affiliate/request-payout`. */
export interface PayoutRequestResult {
  success: true;
  payoutId: string;
  amountCents: number;
}

/**
 * `GET /api/affiliate/stats`: the member's affiliate record, or `null` when the server answers
 * 404 (not an affiliate yet: the page shows the join screen). Other failures are errors.
 */
export const affiliateStatsQueryOptions = () =>
  queryOptions<AffiliateStats | null>({
    queryKey: affiliateStatsKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<AffiliateStats>(affiliateStatsKey[0], signal);
      } catch (error) {
        if (isApiError(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
  });

export function useAffiliateStats() {
  return useQuery(affiliateStatsQueryOptions());
}

function storeStats(queryClient: QueryClient, stats: AffiliateStats | null | undefined) {
  if (stats) queryClient.setQueryData(affiliateStatsKey, stats);
  return queryClient.invalidateQueries({ queryKey: affiliateStatsKey });
}

/** `POST /api/affiliate/register { paypalEmail? }`. */
export function useJoinAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterAffiliateInput) =>
      apiRequest<AffiliateStats>('POST', '/api/affiliate/register', input),
    onSuccess: (stats) => storeStats(queryClient, stats),
  });
}

/** `PATCH /api/affiliate/payout-info { paypalEmail }`. */
export function useUpdatePayoutInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutInfoInput) =>
      apiRequest<AffiliateStats>('PATCH', '/api/affiliate/payout-info', input),
    onSuccess: (stats) => storeStats(queryClient, stats),
  });
}

/** `POST /api/affiliate/regenerate-code`: the old code stops working. */
export function useRegenerateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AffiliateStats>('POST', '/api/affiliate/regenerate-code'),
    onSuccess: (stats) => storeStats(queryClient, stats),
  });
}

/** `POST /api/affiliate/request-payout`. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PayoutRequestResult>('POST', '/api/affiliate/request-payout'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateStatsKey }),
  });
}

/** `POST /api/affiliate/track-share { platform }`: fire and forget, a failure is ignored. */
export function trackShare(platform: SharePlatform): void {
  apiRequest('POST', '/api/affiliate/track-share', { platform }).catch(() => {
    // Share counting is best effort; the share itself already happened.
  });
}

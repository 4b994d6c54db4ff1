import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { apiRequest } from '#web/lib/api-client.ts';
import { readStorageItem, REFERRAL_CODE_KEY, writeStorageItem } from '#web/lib/session-storage.ts';

/**
 * The referral code the visitor arrived with (`?ref=`), else the one this tab kept; null when
 * there is none. A `?ref=` link that did not come through the `/{code}` short link records its
 * visit once (`POST /api/affiliate/track-click`), so the server sets the 30-day referral cookie.
 * Best effort: offline or blocked, the code still travels with the registration.
 */
export function useReferralCode(): string | null {
  const [searchParams] = useSearchParams();
  const refParam = searchParams.get('ref')?.trim() || null;
  const location = useLocation();
  const shortLinkTracked = (location.state as { referralTracked?: unknown } | null)
    ?.referralTracked;
  const trackedRef = useRef<string | null>(null);

  // Keep the code for this tab (the affiliate programme reads it too).
  useEffect(() => {
    if (refParam) writeStorageItem(REFERRAL_CODE_KEY, refParam);
  }, [refParam]);

  useEffect(() => {
    if (!refParam || trackedRef.current === refParam || shortLinkTracked === refParam) return;
    trackedRef.current = refParam;
    apiRequest('POST', '/api/affiliate/track-click', { code: refParam }, { keepalive: true }).catch(
      () => {
        // Offline, blocked or an unknown code: the registration still carries it.
      },
    );
  }, [refParam, shortLinkTracked]);

  return refParam ?? readStorageItem(REFERRAL_CODE_KEY);
}

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { ReferralRedirectPage } from './referral-redirect-page.tsx';

function renderShortLink(path: string) {
  return renderRoute(<ReferralRedirectPage />, {
    path: '/:code',
    initialEntry: path,
    routes: [{ path: '/onboarding', element: <h1>Onboarding page</h1> }],
  });
}

describe('ReferralRedirectPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('records the click, shows Redirecting... and opens onboarding with the code', async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderShortLink('/sam');
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting...');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/affiliate/track-click');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'sam' });
    // Still waiting for the cookie.
    expect(router.state.location.pathname).toBe('/sam');
    release(jsonResponse(200, { success: true }));
    expect(await screen.findByRole('heading', { name: 'Onboarding page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ref=sam');
    expect(router.state.location.state).toEqual({ referralTracked: 'sam' });
  });

  it('still redirects when the code is unknown', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(404, { code: 'NOT_FOUND', message: 'Referral code not found' }),
        ),
    );
    const { router } = renderShortLink('/abc123');
    expect(await screen.findByRole('heading', { name: 'Onboarding page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ref=abc123');
  });

  it('still redirects when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderShortLink('/abc123');
    expect(await screen.findByRole('heading', { name: 'Onboarding page' })).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { reportPageView } from './analytics.ts';

describe('reportPageView', () => {
  it('posts the path without the reset token or email, fire-and-forget', async () => {
    const answer = new Response('{"success":true}', { status: 200 });
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(answer);
    vi.stubGlobal('fetch', fetchMock);
    reportPageView(
      '/reset-password?token=secret&email=a%40b.co&x=1',
      'https://mail.example/?email=a@b.co',
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/analytics/pageview');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({
      path: '/reset-password?x=1',
      referrer: 'https://mail.example/',
    });
    // The answer is read to its end, so the request ends.
    await vi.waitFor(() => expect(answer.bodyUsed).toBe(true));
  });

  it('swallows failures', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    expect(() => reportPageView('/')).not.toThrow();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test/render.tsx';
import { ApiError, apiGet, apiRequest, isApiError } from './api-client.ts';
import { getApiErrorMessage, isNetworkError } from './api-errors.ts';
import { writeStoredUser } from './session-storage.ts';

const user = {
  id: 'u-1',
  email: 'sam@example.com',
  firstName: 'Sam',
  isAdmin: false,
  goals: [],
  units: 'imperial' as const,
};

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => window.sessionStorage.clear());

describe('apiRequest', () => {
  it('sends credentials, JSON content type and x-user-id when a body and a user exist', async () => {
    writeStoredUser(user);
    const fetchMock = stubFetch(jsonResponse(200, { ok: true }));
    await expect(apiRequest('POST', '/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init?.headers).toEqual({ 'x-user-id': 'u-1', 'Content-Type': 'application/json' });
  });

  it('sends no content type without a body and no x-user-id when signed out', async () => {
    const fetchMock = stubFetch(jsonResponse(200, []));
    await apiRequest('GET', '/api/things');
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.headers).toEqual({});
    expect(init?.body).toBeUndefined();
  });

  it('throws an ApiError "<status>: <body>" carrying the status, code and body', async () => {
    const body = {
      code: 'USER_EXISTS',
      message: 'User already exists',
      error: 'User already exists',
    };
    stubFetch(jsonResponse(409, body));
    const error = await apiRequest('POST', '/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`409: ${JSON.stringify(body)}`);
    expect(error).toMatchObject({ status: 409, code: 'USER_EXISTS', body });
    expect((error as ApiError).serverMessage).toBe('User already exists');
    expect(isApiError(error, 'USER_EXISTS')).toBe(true);
    expect(isApiError(error, 'CONFLICT')).toBe(false);
    expect(getApiErrorMessage(error, 'fallback')).toBe('User already exists');
  });

  it('leaves the code undefined for a code outside the closed list or a non-JSON body', async () => {
    stubFetch(jsonResponse(400, { code: 'SOMETHING_NEW', message: 'New' }));
    const unknownCode = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(unknownCode).toMatchObject({ status: 400, code: undefined });
    expect((unknownCode as ApiError).serverMessage).toBe('New');
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const html = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(html).toMatchObject({ status: 502, code: undefined, body: null });
    expect(getApiErrorMessage(html, 'fallback')).toBe('fallback');
  });

  it('uses the status text when the error body is empty', async () => {
    stubFetch(jsonResponse(503, undefined, 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('resolves null for an empty success body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/x/1')).resolves.toBeNull();
  });

  it('lets a network failure through as a TypeError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(getApiErrorMessage(error, 'fallback')).toBe('fallback');
  });
});

describe('apiGet', () => {
  it('GETs the URL with the query signal, and throws the API error on a refusal', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { tier: 'free', flexCredits: 0 }));
    const controller = new AbortController();
    const result = await apiGet('/api/subscriptions/status/u-1', controller.signal);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/subscriptions/status/u-1');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'GET',
      credentials: 'include',
      signal: controller.signal,
    });
    expect(result).toEqual({ tier: 'free', flexCredits: 0 });
    stubFetch(jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Not signed in' }));
    const error = await apiGet('/api/auth/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect((error as Error).message).toMatch(/^401: /);
  });
});

describe('getApiErrorMessage', () => {
  it('reads plain-text bodies and falls back for HTML and non-API errors', () => {
    expect(getApiErrorMessage(new ApiError(400, 'Bad things'), 'fallback')).toBe('Bad things');
    expect(getApiErrorMessage(new ApiError(500, '<html>oops</html>'), 'fallback')).toBe('fallback');
    expect(getApiErrorMessage(new Error('400: Bad things'), 'fallback')).toBe('fallback');
    expect(isApiError(new Error('400: {"code":"NOT_FOUND"}'))).toBe(false);
  });
});

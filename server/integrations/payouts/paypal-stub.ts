import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP server speaking the two PayPal REST calls the payouts adapter makes
 * (`POST /v1/oauth2/token` with client credentials, `POST /v1/payments/payouts`), for tests:
 * the provider boundary is replaced, none of our code is.
 */

export interface PaypalStubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the raw text for form bodies. */
  body: unknown;
}

export interface PaypalStub {
  apiUrl: string;
  requests: PaypalStubRequest[];
  /** When set, payout calls answer this PayPal-style error. */
  failPayouts: { status: number; name: string; message: string } | null;
  close(): Promise<void>;
}

export const STUB_CLIENT_ID = 'stub-client-id';
export const STUB_CLIENT_SECRET = 'stub-client-secret';
const STUB_TOKEN = 'A21AA-stub-token';

export async function startPaypalStub(): Promise<PaypalStub> {
  const requests: PaypalStubRequest[] = [];
  const batches = new Set<string>();
  let counter = 0;

  const stub: PaypalStub = {
    apiUrl: '',
    requests,
    failPayouts: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      if ((req.headers['content-type'] ?? '').includes('application/json')) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };

      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${STUB_CLIENT_ID}:${STUB_CLIENT_SECRET}`).toString('base64')}`;
        if (req.headers.authorization !== expected || text !== 'grant_type=client_credentials') {
          return send(401, {
            error: 'invalid_client',
            error_description: 'Client Authentication failed',
          });
        }
        return send(200, {
          scope: 'https://uri.paypal.com/services/payouts',
          access_token: STUB_TOKEN,
          token_type: 'Bearer',
          app_id: 'APP-STUB',
          expires_in: 32400,
        });
      }

      if (req.method === 'POST' && path === '/v1/payments/payouts') {
        if (req.headers.authorization !== `Bearer ${STUB_TOKEN}`) {
          return send(401, {
            name: 'AUTHENTICATION_FAILURE',
            message: 'Authentication failed due to invalid authentication credentials.',
          });
        }
        if (stub.failPayouts) {
          const { status, name, message } = stub.failPayouts;
          return send(status, { name, message, debug_id: 'stubdebug' });
        }
        const header = (body as { sender_batch_header?: { sender_batch_id?: string } })
          .sender_batch_header;
        const batchId = header?.sender_batch_id;
        if (!batchId) {
          return send(400, { name: 'VALIDATION_ERROR', message: 'Invalid request' });
        }
        if (batches.has(batchId)) {
          return send(400, {
            name: 'USER_BUSINESS_ERROR',
            message: 'User business error.',
            details: [{ issue: 'SENDER_BATCH_ID_ALREADY_EXISTS' }],
          });
        }
        batches.add(batchId);
        counter += 1;
        return send(201, {
          batch_header: {
            payout_batch_id: `STUBBATCH${String(counter).padStart(6, '0')}`,
            batch_status: 'PENDING',
            sender_batch_header: header,
          },
          links: [],
        });
      }

      return send(404, {
        name: 'RESOURCE_NOT_FOUND',
        message: `No stub for ${req.method} ${path}`,
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}

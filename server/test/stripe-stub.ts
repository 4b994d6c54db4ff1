import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server made to the stub: method, path and the decoded form body. */
export interface StubRequest {
  method: string;
  path: string;
  form: Record<string, string>;
}

type StripeObject = Record<string, unknown> & { id: string };

export interface StripeStub {
  url: string;
  requests: StubRequest[];
  sessions: Map<string, StripeObject>;
  paymentIntents: Map<string, StripeObject>;
  close(): Promise<void>;
}

/** Turns `metadata[paymentId]=x&line_items[0][price]=y` into nested objects (arrays by index). */
function nest(form: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(body))));
    req.on('error', reject);
  });
}

/**
 * A loopback HTTP server speaking the few Stripe API calls the server makes (checkout sessions,
 * payment intents, coupons, billing portal sessions), with Stripe-shaped JSON. Tests read `requests` to assert what was
 * sent and edit `sessions`/`paymentIntents` to play the provider's side.
 */
export async function startStripeStub(): Promise<StripeStub> {
  const requests: StubRequest[] = [];
  const sessions = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  const coupons = new Map<string, StripeObject>();
  let counter = 0;
  // Unique across stub instances: a reused PostgreSQL test database keeps earlier runs' ids.
  const run = randomBytes(4).toString('hex');
  const nextId = (prefix: string) => `${prefix}_test_${run}_${++counter}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, what: string, id: string) =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${id}'`,
      },
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const form = await readForm(req);
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, form });
    const body = nest(form);
    const [, v1, resource, id] = url.pathname.split('/');
    if (v1 !== 'v1') return missing(res, 'route', url.pathname);

    if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
      const sessionId = nextId('cs');
      const session: StripeObject = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        metadata: body.metadata ?? {},
        payment_status: 'unpaid',
        status: 'open',
        subscription: null,
        customer: null,
      };
      sessions.set(sessionId, session);
      return send(res, 200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (sessionMatch && method === 'GET') {
      const session = sessions.get(sessionMatch[1]!);
      return session ? send(res, 200, session) : missing(res, 'checkout.session', sessionMatch[1]!);
    }
    if (resource === 'payment_intents' && !id && method === 'POST') {
      const intentId = nextId('pi');
      const intent: StripeObject = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        client_secret: `${intentId}_secret_stub`,
        metadata: body.metadata ?? {},
        status: 'requires_payment_method',
        last_payment_error: null,
      };
      paymentIntents.set(intentId, intent);
      return send(res, 200, intent);
    }
    if (resource === 'payment_intents' && id && method === 'GET') {
      const intent = paymentIntents.get(id);
      return intent ? send(res, 200, intent) : missing(res, 'payment_intent', id);
    }
    if (resource === 'coupons' && id && method === 'GET') {
      const coupon = coupons.get(id);
      return coupon ? send(res, 200, coupon) : missing(res, 'coupon', id);
    }
    if (resource === 'coupons' && !id && method === 'POST') {
      const coupon: StripeObject = {
        ...body,
        id: String(body.id ?? nextId('co')),
        object: 'coupon',
      };
      coupons.set(coupon.id, coupon);
      return send(res, 200, coupon);
    }
    if (url.pathname === '/v1/billing_portal/sessions' && method === 'POST') {
      const portalId = nextId('bps');
      return send(res, 200, {
        id: portalId,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `https://billing.stripe.test/p/session/${portalId}`,
      });
    }
    if (resource === 'subscriptions' && id && method === 'POST') {
      return send(res, 200, { id, object: 'subscription', ...body });
    }
    return missing(res, 'route', url.pathname);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    paymentIntents,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

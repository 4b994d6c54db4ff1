import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { createPayouts } from './index.ts';
import { createPaypalPayouts, formatUsd } from './paypal.ts';
import {
  startPaypalStub,
  STUB_CLIENT_ID,
  STUB_CLIENT_SECRET,
  type PaypalStub,
} from './paypal-stub.ts';

let stub: PaypalStub;
beforeAll(async () => {
  stub = await startPaypalStub();
});
afterAll(async () => {
  await stub.close();
});

const request = (payoutId: string, amountCents = 5400) => ({
  payoutId,
  paypalEmail: 'payee@example.com',
  amountCents,
  note: 'FlexCoach affiliate commissions',
});

describe('formatUsd', () => {
  it('writes integer cents as dollars with 2 decimals', () => {
    expect(formatUsd(5400)).toBe('54.00');
    expect(formatUsd(5001)).toBe('50.01');
    expect(formatUsd(7)).toBe('0.07');
    expect(formatUsd(123456)).toBe('1234.56');
  });
});

describe('createPayouts', () => {
  it('is manual without PayPal credentials, PayPal with them', async () => {
    const manual = createPayouts(parseEnv({ NODE_ENV: 'test' }));
    expect(manual.mode).toBe('manual');
    expect(await manual.send(request('p1'))).toEqual({
      status: 'paid',
      method: 'manual',
      providerRef: null,
    });
    const paypal = createPayouts(
      parseEnv({
        NODE_ENV: 'test',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_API_URL: stub.apiUrl,
      }),
    );
    expect(paypal.mode).toBe('paypal');
  });
});

describe('PayPal Payouts adapter against the loopback stub', () => {
  const adapter = () =>
    createPaypalPayouts({
      clientId: STUB_CLIENT_ID,
      clientSecret: STUB_CLIENT_SECRET,
      apiUrl: `${stub.apiUrl}/`,
    });

  it('gets a client-credentials token, then sends one USD item with our id as sender_batch_id', async () => {
    const before = stub.requests.length;
    const outcome = await adapter().send(request('payout-abc'));
    expect(outcome).toEqual({
      status: 'paid',
      method: 'paypal',
      providerRef: expect.stringMatching(/^STUBBATCH/),
    });
    const [token, payout] = stub.requests.slice(before);
    expect(token).toMatchObject({ method: 'POST', path: '/v1/oauth2/token' });
    expect(token!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${STUB_CLIENT_ID}:${STUB_CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(token!.body).toBe('grant_type=client_credentials');
    expect(payout).toMatchObject({ method: 'POST', path: '/v1/payments/payouts' });
    expect(payout!.headers['paypal-request-id']).toBe('payout-abc');
    expect(payout!.body).toEqual({
      sender_batch_header: {
        sender_batch_id: 'payout-abc',
        email_subject: expect.any(String),
        email_message: 'FlexCoach affiliate commissions',
      },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: '54.00', currency: 'USD' },
          receiver: 'payee@example.com',
          note: 'FlexCoach affiliate commissions',
          sender_item_id: 'payout-abc',
        },
      ],
    });
    // The same payout id again is refused by PayPal: never paid twice.
    const again = await adapter().send(request('payout-abc'));
    expect(again).toMatchObject({ status: 'failed' });
  });

  it("reports PayPal's message when it refuses the payout or the credentials", async () => {
    stub.failPayouts = { status: 422, name: 'INSUFFICIENT_FUNDS', message: 'Not enough money.' };
    try {
      expect(await adapter().send(request('payout-def'))).toEqual({
        status: 'failed',
        message: 'PayPal: Not enough money.',
      });
    } finally {
      stub.failPayouts = null;
    }
    const wrong = createPaypalPayouts({
      clientId: 'wrong',
      clientSecret: 'creds',
      apiUrl: stub.apiUrl,
    });
    expect(await wrong.send(request('payout-ghi'))).toEqual({
      status: 'failed',
      message: 'PayPal authentication failed: Client Authentication failed',
    });
  });

  it('reports an unreachable PayPal as a failure, not an exception', async () => {
    const down = createPaypalPayouts({
      clientId: STUB_CLIENT_ID,
      clientSecret: STUB_CLIENT_SECRET,
      apiUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    const outcome = await down.send(request('payout-jkl'));
    expect(outcome.status).toBe('failed');
    expect(outcome).toMatchObject({ message: expect.stringMatching(/^PayPal unreachable/) });
  });
});

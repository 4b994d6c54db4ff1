import type { PayoutOutcome, PayoutRequest, Payouts } from './types.ts';

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** API origin, e.g. https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com. */
  apiUrl: string;
  /** Per-request timeout. */
  timeoutMs?: number;
}

/** Integer cents as PayPal's decimal string: 5400 -> "54.00". */
export function formatUsd(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

type Json = Record<string, unknown>;

async function readJson(response: Response): Promise<Json> {
  const text = await response.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Json) : {};
  } catch {
    return { message: text.slice(0, 300) };
  }
}

/** PayPal's own explanation of a failed call (REST errors or OAuth errors). */
function paypalMessage(body: Json, status: number): string {
  const details = Array.isArray(body.details) ? (body.details as Json[]) : [];
  const issue = details
    .map((d) => (typeof d.issue === 'string' ? d.issue : undefined))
    .filter(Boolean)
    .join(', ');
  const message =
    (typeof body.message === 'string' && body.message) ||
    (typeof body.error_description === 'string' && body.error_description) ||
    (typeof body.name === 'string' && body.name) ||
    `HTTP ${status}`;
  return issue ? `${message} (${issue})` : message;
}

/**
 * PayPal Payouts REST API: an OAuth client-credentials token, then one payout batch with one
 * item per approved payout. Our payout id is the batch's `sender_batch_id` (PayPal refuses a
 * second batch with the same id) and the `PayPal-Request-Id`, so a retried call never pays twice.
 */
export function createPaypalPayouts(config: PaypalConfig): Payouts {
  const base = config.apiUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function token(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await readJson(response);
    if (!response.ok || typeof body.access_token !== 'string') {
      throw new Error(`PayPal authentication failed: ${paypalMessage(body, response.status)}`);
    }
    return body.access_token;
  }

  async function send(request: PayoutRequest): Promise<PayoutOutcome> {
    try {
      const accessToken = await token();
      const response = await fetch(`${base}/v1/payments/payouts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'paypal-request-id': request.payoutId,
        },
        body: JSON.stringify({
          sender_batch_header: {
            sender_batch_id: request.payoutId,
            email_subject: 'You have a payout from FlexCoach',
            email_message: request.note,
          },
          items: [
            {
              recipient_type: 'EMAIL',
              amount: { value: formatUsd(request.amountCents), currency: 'USD' },
              receiver: request.paypalEmail,
              note: request.note,
              sender_item_id: request.payoutId,
            },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await readJson(response);
      if (!response.ok) {
        return { status: 'failed', message: `PayPal: ${paypalMessage(body, response.status)}` };
      }
      const header = (body.batch_header ?? {}) as Json;
      const batchId = typeof header.payout_batch_id === 'string' ? header.payout_batch_id : null;
      return { status: 'paid', method: 'paypal', providerRef: batchId };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        status: 'failed',
        message: message.startsWith('PayPal') ? message : `PayPal unreachable: ${message}`,
      };
    }
  }

  return { mode: 'paypal', send };
}

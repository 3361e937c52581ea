import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlutterwaveGateway } from './flutterwave-gateway';
import { SandboxGateway } from './sandbox-gateway';
import { StripeGateway } from './stripe-gateway';

// Each adapter's refund against a local stand-in for the provider's HTTP API: what is sent (amount,
// units, idempotency key) and how the provider's answers (made, pending, refused) are read.

type Seen = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };
const seen: Seen[] = [];
const stripeRefunds = new Map<string, unknown>();
let standIn: http.Server;
let port: number;

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand_in' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stand-in');
      seen.push({ method: req.method!, path: url.pathname, headers: req.headers, body });
      // Stripe: POST /v1/refunds, one refund per idempotency key; more than was paid is a 400.
      // Stripe: GET /v1/refunds/:id reads one back; GET /v1/refunds?payment_intent= lists an intent's.
      const oneStripe = /^\/v1\/refunds\/(re_\w+)$/.exec(url.pathname);
      if (oneStripe && req.method === 'GET') {
        const found = [...stripeRefunds.values()].find((r) => (r as { id: string }).id === oneStripe[1]);
        return found ? answer(res, 200, found) : answer(res, 404, { error: { type: 'invalid_request_error', message: 'No such refund' } });
      }
      if (url.pathname === '/v1/refunds' && req.method === 'GET') {
        const data = [...stripeRefunds.values()].filter((r) => (r as { payment_intent: string }).payment_intent === url.searchParams.get('payment_intent'));
        return answer(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      if (url.pathname === '/v1/refunds') {
        const form = new URLSearchParams(body);
        const key = String(req.headers['idempotency-key']);
        if (Number(form.get('amount')) > 5000) return answer(res, 400, { error: { type: 'invalid_request_error', message: 'Refund amount is greater than unrefunded amount on charge' } });
        const refund = stripeRefunds.get(key) ?? { id: `re_${stripeRefunds.size + 1}`, object: 'refund', amount: Number(form.get('amount')), status: 'succeeded', payment_intent: form.get('payment_intent'), metadata: { refundId: form.get('metadata[refundId]') } };
        stripeRefunds.set(key, refund);
        return answer(res, 200, refund);
      }
      // Flutterwave: verify by reference, then POST /v3/transactions/:id/refund in major units.
      if (url.pathname === '/v3/transactions/verify_by_reference') {
        const ref = url.searchParams.get('tx_ref');
        if (ref === 'unknown') return answer(res, 400, { status: 'error', message: 'No transaction was found' });
        return answer(res, 200, { status: 'success', data: { id: ref === 'pending-ref' ? 77 : 42, tx_ref: ref, status: ref === 'failed-ref' ? 'failed' : 'successful', amount: 1500, currency: 'NGN' } });
      }
      // Flutterwave: GET /v3/refunds/:id reads a refund back.
      const oneFlw = /^\/v3\/refunds\/(\d+)$/.exec(url.pathname);
      if (oneFlw) return answer(res, 200, { status: 'success', message: 'Refund fetched', data: { id: Number(oneFlw[1]), status: oneFlw[1] === '9002' ? 'pending' : 'completed' } });
      const refund = /^\/v3\/transactions\/(\d+)\/refund$/.exec(url.pathname);
      if (refund) return answer(res, 200, { status: 'success', message: 'Transaction refund initiated', data: { id: 9001, status: refund[1] === '77' ? 'pending' : 'completed', amount_refunded: JSON.parse(body).amount } });
      answer(res, 404, { error: { type: 'invalid_request_error', message: 'Not here' } });
    });
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  port = (standIn.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((r) => standIn.close(() => r())));

describe('Stripe refunds', () => {
  const stripe = () => new StripeGateway({ secretKey: 'sk_test_stand_in', webhookSecret: 'whsec_x', publishableKey: 'pk_test_stand_in', host: '127.0.0.1', port, protocol: 'http' });

  it('sends the intent, the amount in minor units and our refund id as the idempotency key; the same key is the same refund', async () => {
    const first = await stripe().refund({ intentId: 'pi_123', amount: 1200, currency: 'usd', idempotencyKey: 'refund-one' });
    expect(first).toEqual({ refundId: 're_1', status: 'succeeded', message: null });
    const request = seen.at(-1)!;
    expect(new URLSearchParams(request.body).get('payment_intent')).toBe('pi_123');
    expect(new URLSearchParams(request.body).get('amount')).toBe('1200');
    expect(request.headers['idempotency-key']).toBe('refund-refund-one');
    expect(await stripe().refund({ intentId: 'pi_123', amount: 1200, currency: 'usd', idempotencyKey: 'refund-one' })).toEqual(first);
  });

  it('looks a refund up by its id, or by our id in its metadata when the answer was lost; one never made is absent', async () => {
    const made = await stripe().refund({ intentId: 'pi_lookup', amount: 700, currency: 'usd', idempotencyKey: 'refund-lookup' });
    expect(await stripe().refundStatus({ intentId: 'pi_lookup', gatewayRefundId: made.refundId, idempotencyKey: 'refund-lookup' })).toEqual(made);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: `/v1/refunds/${made.refundId}` });
    expect(await stripe().refundStatus({ intentId: 'pi_lookup', gatewayRefundId: null, idempotencyKey: 'refund-lookup' })).toEqual(made);
    expect(await stripe().refundStatus({ intentId: 'pi_lookup', gatewayRefundId: null, idempotencyKey: 'never-sent' })).toBe('absent');
  });

  it('reads a refusal as a failed refund with Stripe\'s words', async () => {
    const refused = await stripe().refund({ intentId: 'pi_123', amount: 9000, currency: 'usd', idempotencyKey: 'refund-two' });
    expect(refused).toMatchObject({ status: 'failed', message: 'Refund amount is greater than unrefunded amount on charge' });
  });
});

describe('Flutterwave refunds', () => {
  const flw = () => new FlutterwaveGateway({ secretKey: 'FLWSECK_TEST-stand-in', secretHash: 'hash', publicKey: 'FLWPUBK_TEST-stand-in', apiBase: `http://127.0.0.1:${port}` });

  it('finds the transaction by our reference and refunds it in major units', async () => {
    expect(await flw().refund({ intentId: 'attempt-ref', amount: 50_000, currency: 'ngn', idempotencyKey: 'r1' })).toEqual({ refundId: '9001', status: 'succeeded', message: null });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v3/transactions/42/refund' });
    expect(request.headers.authorization).toBe('Bearer FLWSECK_TEST-stand-in');
    expect(JSON.parse(request.body)).toEqual({ amount: 500 });
  });

  it('a refund still processing is pending; a payment that did not succeed is not refunded', async () => {
    expect((await flw().refund({ intentId: 'pending-ref', amount: 100, currency: 'ngn', idempotencyKey: 'r2' })).status).toBe('pending');
    const before = seen.length;
    expect((await flw().refund({ intentId: 'failed-ref', amount: 100, currency: 'ngn', idempotencyKey: 'r3' })).status).toBe('failed');
    expect((await flw().refund({ intentId: 'unknown', amount: 100, currency: 'ngn', idempotencyKey: 'r4' })).status).toBe('failed');
    expect(seen.slice(before).filter((s) => s.path.endsWith('/refund'))).toEqual([]);
  });
});

describe('Flutterwave refund lookups', () => {
  const flw = () => new FlutterwaveGateway({ secretKey: 'FLWSECK_TEST-stand-in', secretHash: 'hash', publicKey: 'FLWPUBK_TEST-stand-in', apiBase: `http://127.0.0.1:${port}` });

  it('reads a refund back by Flutterwave\'s id; without one it cannot search, so the refund is unknown and nothing is sent', async () => {
    expect(await flw().refundStatus({ intentId: 'attempt-ref', gatewayRefundId: '9001', idempotencyKey: 'r1' })).toEqual({ refundId: '9001', status: 'succeeded', message: null });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/v3/refunds/9001' });
    expect((await flw().refundStatus({ intentId: 'attempt-ref', gatewayRefundId: '9002', idempotencyKey: 'r2' }))).toMatchObject({ status: 'pending' });
    const before = seen.length;
    expect(await flw().refundStatus({ intentId: 'attempt-ref', gatewayRefundId: null, idempotencyKey: 'r3' })).toBe('unknown');
    expect(seen.length).toBe(before);
  });
});

describe('sandbox refunds', () => {
  it('refunds only a succeeded intent, never beyond what is left, once per key', async () => {
    const sandbox = new SandboxGateway('card', 'secret', 'manual');
    const intent = await sandbox.createIntent({ idempotencyKey: 'attempt-1', amount: 3000, currency: 'usd', method: 'card', description: 'order' });
    expect((await sandbox.refund({ intentId: intent.intentId, amount: 100, currency: 'usd', idempotencyKey: 'k0' })).status).toBe('failed');
    await sandbox.confirmWithToken(intent.intentId, 'sbx_succeeded_4242_abcdefgh');
    const one = await sandbox.refund({ intentId: intent.intentId, amount: 2000, currency: 'usd', idempotencyKey: 'k1' });
    expect(one.status).toBe('succeeded');
    expect(await sandbox.refund({ intentId: intent.intentId, amount: 2000, currency: 'usd', idempotencyKey: 'k1' })).toEqual(one);
    expect((await sandbox.refund({ intentId: intent.intentId, amount: 1001, currency: 'usd', idempotencyKey: 'k2' })).status).toBe('failed');
    expect((await sandbox.refund({ intentId: intent.intentId, amount: 1000, currency: 'usd', idempotencyKey: 'k3' })).status).toBe('succeeded');
    expect(sandbox.refundedAmount(intent.intentId)).toBe(3000);
  });
});

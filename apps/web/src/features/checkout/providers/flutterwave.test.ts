import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLUTTERWAVE_SCRIPT, payInFlutterwaveDialog, type DialogPayment } from './flutterwave';

const payment: DialogPayment = { publicKey: 'FLWPUBK_TEST-x', txRef: 'attempt-1', amountMinor: 1_940_000, currency: 'kes', email: 'a@example.com', name: 'Amani W', title: 'Savanna Careers' };
const scope = window as unknown as { FlutterwaveCheckout?: (options: any) => { close(): void } };

afterEach(() => {
  delete scope.FlutterwaveCheckout;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('Flutterwave’s payment dialog', () => {
  it('opens with our attempt as the reference and the amount in major units, and settles with its callback', async () => {
    const close = vi.fn();
    let seen: unknown = null;
    scope.FlutterwaveCheckout = (options) => {
      seen = options;
      setTimeout(() => options.callback({ status: 'successful', tx_ref: options.tx_ref, transaction_id: 7 }));
      return { close };
    };
    await expect(payInFlutterwaveDialog(payment)).resolves.toEqual({ status: 'successful', tx_ref: 'attempt-1', transaction_id: 7 });
    expect(seen).toMatchObject({ public_key: 'FLWPUBK_TEST-x', tx_ref: 'attempt-1', amount: 19_400, currency: 'KES', payment_options: 'mpesa', customer: { email: 'a@example.com', name: 'Amani W' } });
    expect(close).toHaveBeenCalled();
  });

  it('settles with nothing when the customer closes the dialog without paying', async () => {
    scope.FlutterwaveCheckout = (options) => {
      setTimeout(() => options.onclose(true));
      return { close: () => undefined };
    };
    await expect(payInFlutterwaveDialog(payment)).resolves.toBeNull();
  });

  it('loads v3.js once when it is not on the page, and fails (to be tried again) when it cannot load', async () => {
    const failed = payInFlutterwaveDialog(payment);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${FLUTTERWAVE_SCRIPT}"]`);
    expect(script).not.toBeNull();
    script!.onerror!(new Event('error'));
    await expect(failed).rejects.toThrow(/Failed to load/);
    const again = payInFlutterwaveDialog(payment);
    const retry = document.head.querySelector<HTMLScriptElement>(`script[src="${FLUTTERWAVE_SCRIPT}"]`)!;
    scope.FlutterwaveCheckout = (options) => {
      setTimeout(() => options.onclose(true));
      return { close: () => undefined };
    };
    retry.onload!(new Event('load'));
    await expect(again).resolves.toBeNull();
  });
});

import { toMajor } from '@portal/domain/money/rules';

// Flutterwave's inline checkout (its own payment dialog) through a small typed loader: the
// `flutterwave-react-v3` package only wraps this same script in a hook, and its releases are rare.

export const FLUTTERWAVE_SCRIPT = 'https://checkout.flutterwave.com/v3.js';

/** What the dialog tells its `callback` once the customer paid (or the payment failed) in it. */
export type FlutterwaveOutcome = { status: string; tx_ref: string; transaction_id?: number | string };

type DialogOptions = {
  public_key: string;
  tx_ref: string;
  /** Major units (Flutterwave's own). */
  amount: number;
  currency: string;
  payment_options?: string;
  customer: { email: string; name: string };
  customizations: { title: string };
  callback: (outcome: FlutterwaveOutcome) => void;
  onclose: (incomplete: boolean) => void;
};
type Dialog = { close(): void };
type OpenDialog = (options: DialogOptions) => Dialog | undefined;

const globalScope = () => window as unknown as { FlutterwaveCheckout?: OpenDialog };

let loading: Promise<OpenDialog> | null = null;

/** Loads v3.js once (a failed load is tried again on the next payment). */
export function loadFlutterwave(): Promise<OpenDialog> {
  const ready = globalScope().FlutterwaveCheckout;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<OpenDialog>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = FLUTTERWAVE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const open = globalScope().FlutterwaveCheckout;
      if (open) resolve(open);
      else reject(new Error('Flutterwave checkout not available'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Failed to load Flutterwave checkout'));
    };
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** The mobile-money methods Flutterwave names per currency; other currencies show the account's own choice. */
const MOBILE_OPTIONS: Record<string, string> = { kes: 'mpesa', ghs: 'mobilemoneyghana', ugx: 'mobilemoneyuganda' };

export type DialogPayment = { publicKey: string; txRef: string; amountMinor: number; currency: string; email: string; name: string; title: string };

/**
 * Opens the dialog for our attempt (its id is the `tx_ref`) and settles with what the dialog said,
 * or null when the customer closed it without paying. The server never trusts this outcome: the
 * page then asks it to verify the transaction with Flutterwave.
 */
export async function payInFlutterwaveDialog(payment: DialogPayment): Promise<FlutterwaveOutcome | null> {
  const open = await loadFlutterwave();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: FlutterwaveOutcome | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const options: DialogOptions = {
      public_key: payment.publicKey,
      tx_ref: payment.txRef,
      amount: toMajor(payment.amountMinor, payment.currency),
      currency: payment.currency.toUpperCase(),
      customer: { email: payment.email, name: payment.name },
      customizations: { title: payment.title },
      callback: (outcome) => {
        settle(outcome);
        dialog?.close();
      },
      onclose: () => settle(null),
    };
    const method = MOBILE_OPTIONS[payment.currency.toLowerCase()];
    if (method) options.payment_options = method;
    const dialog = open(options);
  });
}

import type { Page } from '@playwright/test';

// STAND-INS for the providers' browser scripts, served in place of https://js.stripe.com/... and
// https://checkout.flutterwave.com/v3.js. They implement only what the portal's checkout uses, and
// like the real scripts they send what the customer types to the provider (here: the local API
// stand-in, provider-stand-ins.ts), never to the portal. Each function runs in the page on its own:
// it is sent as its source text, so it uses nothing from this module.

/** window.Stripe: elements() with a card Element, confirmCardPayment against the API stand-in. */
function stripeJs() {
  function Stripe(key: string) {
    let card: any = null;
    const makeCard = () => {
      const handlers: Record<string, ((event: unknown) => void)[]> = {};
      const emit = (name: string, event: unknown) => (handlers[name] ?? []).forEach((h) => h(event));
      const inputs: Record<string, HTMLInputElement> = {};
      const root = document.createElement('div');
      const fields: [string, string, string][] = [
        ['number', 'Card number', '1234 1234 1234 1234'],
        ['expiry', 'Expiration date MM / YY', 'MM / YY'],
        ['cvc', 'Security code', 'CVC'],
      ];
      for (const [name, label, placeholder] of fields) {
        const input = document.createElement('input');
        input.setAttribute('aria-label', label);
        input.placeholder = placeholder;
        input.style.cssText = `border:0;outline-offset:2px;margin-right:8px;width:${name === 'number' ? '13em' : '5em'}`;
        input.addEventListener('input', () => emit('change', { elementType: 'card', empty: !inputs.number!.value, complete: inputs.number!.value.replace(/\D/g, '').length >= 15 }));
        inputs[name] = input;
        root.appendChild(input);
      }
      const element = {
        mount(target: string | HTMLElement) {
          (typeof target === 'string' ? document.querySelector(target)! : target).appendChild(root);
          setTimeout(() => emit('ready', { elementType: 'card' }));
        },
        on(name: string, handler: (event: unknown) => void) {
          (handlers[name] ??= []).push(handler);
          return element;
        },
        off(name: string, handler: (event: unknown) => void) {
          handlers[name] = (handlers[name] ?? []).filter((h) => h !== handler);
          return element;
        },
        update(options: { disabled?: boolean }) {
          if (options && 'disabled' in options) for (const input of Object.values(inputs)) input.disabled = Boolean(options.disabled);
        },
        destroy: () => root.remove(),
        unmount: () => root.remove(),
        focus: () => inputs.number!.focus(),
        blur: () => undefined,
        clear: () => Object.values(inputs).forEach((input) => (input.value = '')),
        values: () => ({ number: inputs.number!.value.replace(/\D/g, ''), expiry: inputs.expiry!.value, cvc: inputs.cvc!.value }),
      };
      return element;
    };
    return {
      elements: () => ({
        create(type: string) {
          if (type !== 'card') throw new Error(`The Stripe.js stand-in has no ${type} Element`);
          card = makeCard();
          return card;
        },
        getElement: (type: any) => (type === 'card' || type?.__elementType === 'card' ? card : null),
        update: () => undefined,
      }),
      createToken: async () => ({ error: { type: 'invalid_request_error', message: 'Not in the Stripe.js stand-in' } }),
      createPaymentMethod: async () => ({ error: { type: 'invalid_request_error', message: 'Not in the Stripe.js stand-in' } }),
      async confirmCardPayment(clientSecret: string, data: any) {
        const typed = data.payment_method.card.values();
        const form = new URLSearchParams({
          key,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': typed.number,
          'payment_method_data[card][exp]': typed.expiry,
          'payment_method_data[card][cvc]': typed.cvc,
          'payment_method_data[billing_details][name]': data.payment_method.billing_details?.name ?? '',
        });
        const res = await fetch(`https://api.stripe.com/v1/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`, { method: 'POST', body: form });
        const body = await res.json();
        return res.ok ? { paymentIntent: body } : { error: body.error };
      },
      confirmAffirmPayment: async () => ({ error: { type: 'invalid_request_error', message: 'Affirm is not in the Stripe.js stand-in' } }),
      _registerWrapper: () => undefined,
      registerAppInfo: () => undefined,
    };
  }
  Stripe.version = 'endive';
  (window as any).Stripe = Stripe;
}

/** window.FlutterwaveCheckout: a dialog asking for the phone, charging through the API stand-in. */
function flutterwaveJs() {
  (window as any).FlutterwaveCheckout = (options: any) => {
    let paid = false;
    const overlay = document.createElement('div');
    overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:10000';
    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Flutterwave payment (stand-in)');
    box.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;min-width:300px;font:16px sans-serif';
    const title = document.createElement('p');
    title.textContent = `Pay ${options.currency} ${options.amount} to ${options.customizations?.title ?? ''}`;
    const label = document.createElement('label');
    label.textContent = 'Phone number ';
    const phone = document.createElement('input');
    phone.inputMode = 'tel';
    label.appendChild(phone);
    const pay = document.createElement('button');
    pay.textContent = 'Pay now';
    const cancel = document.createElement('button');
    cancel.textContent = 'Cancel payment';
    const close = () => {
      overlay.remove();
      options.onclose?.(!paid);
    };
    pay.onclick = async () => {
      const form = new URLSearchParams({ public_key: options.public_key, tx_ref: options.tx_ref, amount: String(options.amount), currency: options.currency, phone: phone.value });
      const res = await fetch('https://api.flutterwave.com/stand-in/flutterwave/charge', { method: 'POST', body: form });
      const body = await res.json();
      paid = body.status === 'successful';
      options.callback?.(body);
    };
    cancel.onclick = close;
    box.append(title, label, pay, cancel);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    phone.focus();
    return { close };
  };
}

/**
 * Routes the providers' hosts of this page to the stand-ins: the two scripts are served from here,
 * the API calls go to the local API stand-in at `apiBase`.
 */
export async function routeProviders(page: Page, apiBase: string): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: `(${stripeJs.toString()})();` }));
  await page.route('https://checkout.flutterwave.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: `(${flutterwaveJs.toString()})();` }));
  await page.route(/^https:\/\/api\.(stripe|flutterwave)\.com\//, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${apiBase}${url.pathname}${url.search}` }) });
  });
}

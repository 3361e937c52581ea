// What other features reuse of checkout: the sandbox card fields (invoices, tips) with their bank's
// 3-D Secure step, the checkout key, and paying in a provider's own part (the new order page's mobile
// money in Flutterwave's dialog).
import { checkoutCalls } from './api';
export { SandboxCardField, type CardFieldHandle } from './components/sandbox-card-field';
export { Secure3dModal } from './components/secure-3d-modal';
export { newCheckoutKey } from './api';
/** The sandbox bank's answer to its 3-D Secure step (as its page would send it): approved or refused. */
export const sandboxAuthenticate = checkoutCalls.sandboxAuthenticate;
export { isWidget, postToHost } from './widget';
// Stripe's own card fields (a lazy chunk: Stripe.js is fetched only where a card is paid with Stripe).
export { StripeCardField } from './providers/lazy-stripe-card-field';
export type { StripePayHandle } from './providers/stripe-card-field';
// Flutterwave's loader is its own lazy chunk, imported only when the dialog opens.
export { payAtProvider, type ProviderIntent } from './providers/pay-at-provider';

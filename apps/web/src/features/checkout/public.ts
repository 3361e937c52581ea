// What other features reuse of checkout: the sandbox card fields (invoices, tips) and the checkout key.
export { SandboxCardField, type CardFieldHandle } from './components/sandbox-card-field';
export { newCheckoutKey } from './api';
export { isWidget, postToHost } from './widget';
// Stripe's own card fields (a lazy chunk: Stripe.js is fetched only where a card is paid with Stripe).
export { StripeCardField } from './providers/lazy-stripe-card-field';
export type { StripePayHandle } from './providers/stripe-card-field';

// What other features reuse of checkout: the sandbox card fields (invoices, tips), the checkout key,
// and paying in a provider's own part (the new order page's mobile money in Flutterwave's dialog).
export { SandboxCardField, type CardFieldHandle } from './components/sandbox-card-field';
export { newCheckoutKey } from './api';
export { isWidget, postToHost } from './widget';
// Stripe's own card fields (a lazy chunk: Stripe.js is fetched only where a card is paid with Stripe).
export { StripeCardField } from './providers/lazy-stripe-card-field';
export type { StripePayHandle } from './providers/stripe-card-field';
// Flutterwave's loader is its own lazy chunk, imported only when the dialog opens.
export { payAtProvider, type ProviderIntent } from './providers/pay-at-provider';

// What other features reuse of checkout: the sandbox card fields (invoices, tips) and the checkout key.
export { SandboxCardField, type CardFieldHandle } from './components/sandbox-card-field';
export { newCheckoutKey } from './api';
export { isWidget, postToHost } from './widget';

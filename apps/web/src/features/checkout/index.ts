import type { WebFeature } from '../../platform/web-feature';

/** Buying: the public checkout (spec 002 sections 2.6 and 4). */
export const checkoutFeature: WebFeature = {
  name: 'checkout',
  routes: [{ path: '/checkout', public: true, namespaces: ['checkout'], load: () => import('./pages/checkout-page') }],
};

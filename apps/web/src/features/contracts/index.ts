import type { WebFeature } from '../../platform/web-feature';

export const contractsFeature: WebFeature = {
  name: 'contracts',
  routes: [{ path: '/contract/fill/:id', roles: ['user'], namespaces: ['contracts'], load: () => import('./pages/contract-page') }],
};

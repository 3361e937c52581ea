import { IconLayoutDashboard } from '@tabler/icons-react';
import type { WebFeature } from '../../platform/web-feature';

export const dashboardFeature: WebFeature = {
  name: 'dashboard',
  routes: [{ path: '/dashboard', roles: ['user', 'writer', 'admin'], namespaces: ['dashboard', 'orders'], load: () => import('./pages/dashboard-page') }],
  menu: [
    {
      roles: ['user', 'writer', 'admin'],
      position: 10,
      entry: () => ({ key: 'dashboard', label: 'menu.dashboard', icon: IconLayoutDashboard, to: '/dashboard' }),
    },
  ],
};

import type { WebFeature } from '../../platform/web-feature';

/** Signing in and out, password reset and the one-time login links: public screens, no menu. */
export const authFeature: WebFeature = {
  name: 'auth',
  routes: [
    { path: '/login', public: true, namespaces: ['auth'], load: () => import('./pages/login-page') },
    { path: '/logout', public: true, namespaces: ['auth'], load: () => import('./pages/logout-page') },
    { path: '/forgot-password', public: true, namespaces: ['auth'], load: () => import('./pages/forgot-password-page') },
    { path: '/forgot-password-2/:code', public: true, namespaces: ['auth'], load: () => import('./pages/reset-password-page') },
    { path: '/reset-password/:code', public: true, namespaces: ['auth'], load: () => import('./pages/reset-password-page') },
    { path: '/autologin/:code', public: true, namespaces: ['auth'], load: () => import('./pages/autologin-page') },
  ],
};

import { createElement, lazy, Suspense } from 'react';
import type { WebFeature } from '../../platform/web-feature';
import { withCatalogs } from '../../platform/i18n';

// The bell is on every signed-in page; its code (the popover and the list) loads after the page.
const NotificationBell = lazy(withCatalogs(['notifications'], () => import('./components/notification-bell')));
const Bell = () => createElement(Suspense, { fallback: null }, createElement(NotificationBell));

/** The bell in the top bar and the notifications page; reviewers have neither (spec 002 2.8, 2.10). */
export const notificationsFeature: WebFeature = {
  name: 'notifications',
  routes: [{ path: '/notifications', roles: ['user', 'writer', 'admin'], namespaces: ['notifications'], load: () => import('./pages/notifications-page') }],
  slots: { 'top-bar-notifications': Bell },
};

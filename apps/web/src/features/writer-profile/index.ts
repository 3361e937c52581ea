import { withCatalogs } from '../../platform/i18n';
import { createElement, lazy, Suspense } from 'react';
import type { SlotProps } from '../../platform/slots';
import { useSession } from '../../platform/session-context';
import type { WebFeature } from '../../platform/web-feature';

const ProfileNotice = lazy(withCatalogs(['writer-profile'], () => import('./components/profile-notice')));

/** Only writers download the notice and ask for their profile. */
function DashboardNotice(_props: SlotProps['dashboard-notices']) {
  const { user } = useSession();
  if (user.role !== 'writer') return null;
  return createElement(Suspense, { fallback: null }, createElement(ProfileNotice));
}

/** The writer's profile wizard (spec 001, /onboarding); reviewers may not open it. */
export const writerProfileFeature: WebFeature = {
  name: 'writer-profile',
  routes: [{ path: '/onboarding', roles: ['writer'], namespaces: ['writer-profile'], load: () => import('./pages/onboarding-page') }],
  slots: { 'dashboard-notices': DashboardNotice },
};

import { IconBriefcase } from '@tabler/icons-react';
import type { MenuSite, WebFeature } from '../../platform/web-feature';

const jobSearchOn = (site: MenuSite) => site.website_settings.enable_customer_job_search;

/** The customer's job search (spec 002 2.12), in the menu where the site enables it. */
export const jobsFeature: WebFeature = {
  name: 'jobs',
  routes: [{ path: '/jobs', roles: ['user'], enabled: jobSearchOn, namespaces: ['jobs'], load: () => import('./pages/jobs-page') }],
  menu: [
    {
      roles: ['user'],
      position: 40,
      entry: (site) => (jobSearchOn(site) ? { key: 'jobs', label: 'menu.jobs', icon: IconBriefcase, to: '/jobs' } : null),
    },
  ],
};

import type { SessionUser } from '@portal/domain/auth/calls';
import { newSiteConfig, type SiteConfig } from '@portal/domain/sites/calls';

export function makeSite(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    ...newSiteConfig({ id: 'site-1', clientId: 'client-1', name: 'Acme Careers', email: 'help@acme.test' }),
    colours: { primary: '#1c7ed6', accent: '#f76707' },
    ...overrides,
  };
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'user-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.test',
    role: 'user',
    profile_img: null,
    pending_purchase_package_id: null,
    uniqueCustomerId: null,
    orders: 2,
    ...overrides,
  };
}

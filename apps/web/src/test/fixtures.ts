import type { SessionUser } from '@portal/domain/auth/calls';
import { DEFAULT_WEBSITE_SETTINGS, type SiteConfig } from '@portal/domain/sites/calls';

export function makeSite(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    _id: 'site-1',
    client_id: 'client-1',
    companyName: 'Acme Careers',
    companyEmail: 'help@acme.test',
    logo: null,
    loginImg: null,
    welcomeImg: null,
    colours: { primary: '#1c7ed6', accent: '#f76707' },
    socialLinks: {},
    critiquesConsultationLink: null,
    customLoginDomain: null,
    loginDomainQueries: null,
    customCheckout: null,
    currency: 'usd',
    defaultLanguage: 'en',
    customScripts: { headerTag: '', bodyTag: '' },
    website_settings: { ...DEFAULT_WEBSITE_SETTINGS },
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

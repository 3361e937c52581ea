import type { SessionUser } from '@portal/domain/auth/calls';
import type { SiteConfig } from '@portal/domain/sites/calls';

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
    website_settings: {
      enable_customer_job_search: false,
      enable_boards: false,
      hide_invoices: false,
      hide_customer_price: false,
      hide_tip: false,
      disable_customer_rating: false,
      disable_writer_customer_chat: false,
      enable_writer_notes: false,
      hide_ms_word_document: false,
      hide_click_to_upload: false,
      enable_revisions_approval_feature: false,
    },
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

import type { Role } from '@portal/domain/auth/calls';
import { DEFAULT_WEBSITE_SETTINGS, newSiteConfig, type SiteConfig } from '@portal/domain/sites/calls';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/database';
import { newId } from '../platform/db/ids';
import * as t from '../platform/db/schema';
import type { Storage } from '../platform/storage/storage';

export const TEST_PASSWORD = 'demo-password';
let passwordHash: Promise<string> | undefined;

export type TestSite = { id: string; host: string };
export type TestUser = { id: string; email: string; role: Role; siteId: string };


/** Rows for tests, each on the site it is given: tests build exactly the world they need. */
export class Factories {
  private counter = 0;

  constructor(
    readonly db: Db,
    readonly storage: Storage,
  ) {}

  async site(host = `site${++this.counter}.test`, options: { settings?: Partial<SiteConfig['website_settings']>; config?: Partial<SiteConfig> | null } = {}): Promise<TestSite> {
    const id = newId();
    const clientId = `client-${id}`;
    const config: SiteConfig | null =
      options.config === null
        ? null
        : {
            ...newSiteConfig({ id, clientId, name: `Company ${host}`, email: `support@${host}` }),
            website_settings: { ...DEFAULT_WEBSITE_SETTINGS, ...options.settings },
            ...options.config,
          };
    await this.db.insert(t.sites).values({ id, clientId, name: `Company ${host}`, primaryDomain: host, config });
    await this.db.insert(t.siteDomains).values({ host, siteId: id });
    return { id, host };
  }

  async user(site: TestSite, role: Role, email = `${role}${++this.counter}@example.com`): Promise<TestUser> {
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const id = newId();
    await this.db.insert(t.users).values({ id, siteId: site.id, email, role, firstName: role, lastName: `Tester${this.counter}`, passwordHash: await passwordHash });
    return { id, email, role, siteId: site.id };
  }

  /** A package with one service of the given modules, and an order of it for `customer`. */
  async order(site: TestSite, customer: TestUser, options: { writer?: TestUser; modules?: { id: string; title: string }[]; statusPercentage?: number; hideOrder?: boolean } = {}) {
    const service = { _id: newId(), serviceName: 'Resume Writing', serviceModules: options.modules ?? [{ id: 'previous_document', title: 'Previous document' }, { id: 'final_document', title: 'Final' }] };
    const id = newId();
    const number = 1000 + ++this.counter;
    await this.db.insert(t.orders).values({
      id,
      siteId: site.id,
      number,
      customerId: customer.id,
      writerId: options.writer?.id ?? null,
      package: { packageName: 'Professional Resume', packagePrice: 14900, packageServices: [service], packageDownloadables: [] },
      statusPercentage: options.statusPercentage ?? 0,
      invoiceCurrency: 'usd',
      invoicePrice: 14900,
      hideOrder: options.hideOrder ?? false,
    });
    return { id, number, service };
  }

  /** A questionnaire (or survey) of the site; `fields` is the flat list a site admin edits. */
  async questionnaire(site: TestSite, fields: unknown[], options: { name?: string; kind?: 'questionnaire' | 'survey'; isDefault?: boolean } = {}) {
    const id = newId();
    await this.db.insert(t.questionnaires).values({ id, siteId: site.id, name: options.name ?? `Questionnaire ${++this.counter}`, kind: options.kind ?? 'questionnaire', isDefault: options.isDefault ?? false, fields });
    return { id };
  }
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { CATALOG_LIST_MAX, CATALOG_MESSAGES, type CatalogPackage, type CatalogService, type packageBody, type serviceBody } from '@portal/domain/catalog/calls';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { contracts, packages, questionnaires, services } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { recordAudit } from '../audit';
import type { FilesService } from '../files';

type PackageInput = z.output<typeof packageBody>;
type ServiceInput = z.output<typeof serviceBody>;
type PackageRow = typeof packages.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

// A package description is the site's own marketing HTML: structure, emphasis, links and lists survive;
// scripts, styles, event handlers, frames and forms do not.
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'span', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};
export const sanitizeDescription = (html: string) => sanitizeHtml(html, DESCRIPTION_HTML);

const packageJson = (r: PackageRow): CatalogPackage => ({
  _id: r.id,
  name: r.name,
  prices: Object.keys((r.prices as Record<string, number>) ?? {}).length ? (r.prices as Record<string, number>) : { [r.currency]: r.price },
  descriptionHtml: r.descriptionHtml,
  purchasable: r.purchasable,
  serviceIds: r.serviceIds as string[],
  downloadables: ((r.downloadables as { title: string; data?: { key: string }; key?: string }[]) ?? []).map((d) => ({ title: d.title, key: d.data?.key ?? d.key ?? '' })),
  contractId: r.contractId,
  surveyId: r.surveyId,
  surveyUrl: r.surveyUrl,
  archived: r.archivedAt !== null,
});
const serviceJson = (r: ServiceRow): CatalogService => ({ _id: r.id, name: r.name, modules: r.modules as CatalogService['modules'], archived: r.archivedAt !== null });

/**
 * The site's catalog for its admins. Nothing is deleted: packages and services are archived (not
 * sold, not offered), while orders keep the snapshot of what was bought. Every write is in the audit log.
 */
export class CatalogAdminService {
  constructor(
    private readonly platform: Platform,
    private readonly files: FilesService,
  ) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  async read(actor: Actor) {
    const siteId = actor.site.id;
    const [pkgs, svcs, cons, qs] = await Promise.all([
      this.db.select().from(packages).where(eq(packages.siteId, siteId)).orderBy(asc(packages.position), asc(packages.createdAt)).limit(CATALOG_LIST_MAX),
      this.db.select().from(services).where(eq(services.siteId, siteId)).orderBy(asc(services.name)).limit(CATALOG_LIST_MAX),
      this.db.select({ id: contracts.id, title: contracts.title }).from(contracts).where(eq(contracts.siteId, siteId)).orderBy(asc(contracts.title)).limit(CATALOG_LIST_MAX),
      this.db.select({ id: questionnaires.id, name: questionnaires.name, kind: questionnaires.kind }).from(questionnaires).where(eq(questionnaires.siteId, siteId)).orderBy(asc(questionnaires.name)).limit(CATALOG_LIST_MAX),
    ]);
    return {
      packages: pkgs.map(packageJson),
      services: svcs.map(serviceJson),
      contracts: cons.map((c) => ({ _id: c.id, title: c.title })),
      surveys: qs.filter((q) => q.kind === 'survey').map((q) => ({ _id: q.id, name: q.name })),
      questionnaires: qs.filter((q) => q.kind === 'questionnaire').map((q) => ({ _id: q.id, name: q.name })),
      currency: actor.site.config?.currency ?? 'usd',
    };
  }

  private async checkRefs(tx: Db, siteId: string, input: PackageInput): Promise<void> {
    const found = await tx.select({ id: services.id }).from(services).where(and(eq(services.siteId, siteId), inArray(services.id, input.serviceIds)));
    if (found.length !== new Set(input.serviceIds).size) throw badRequest(CATALOG_MESSAGES.unknownService, { serviceIds: CATALOG_MESSAGES.unknownService });
    if (input.contractId) {
      const [c] = await tx.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.siteId, siteId), eq(contracts.id, input.contractId)));
      if (!c) throw badRequest(CATALOG_MESSAGES.unknownContract, { contractId: CATALOG_MESSAGES.unknownContract });
    }
    if (input.surveyId) {
      const [q] = await tx.select({ id: questionnaires.id }).from(questionnaires).where(and(eq(questionnaires.siteId, siteId), eq(questionnaires.id, input.surveyId), eq(questionnaires.kind, 'survey')));
      if (!q) throw badRequest(CATALOG_MESSAGES.unknownSurvey, { surveyId: CATALOG_MESSAGES.unknownSurvey });
    }
  }

  private packageValues(actor: Actor, input: PackageInput) {
    const siteCurrency = actor.site.config?.currency ?? Object.keys(input.prices)[0]!;
    const currency = input.prices[siteCurrency] !== undefined ? siteCurrency : Object.keys(input.prices)[0]!;
    return {
      name: input.name,
      prices: input.prices,
      price: input.prices[currency]!,
      currency,
      descriptionHtml: sanitizeDescription(input.descriptionHtml),
      description: sanitizeHtml(input.descriptionHtml, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim().slice(0, 1000),
      purchasable: input.purchasable,
      serviceIds: input.serviceIds,
      downloadables: input.downloadables.map((d) => ({ title: d.title, data: { key: d.key } })),
      contractId: input.contractId,
      surveyId: input.surveyId,
      surveyUrl: input.surveyUrl,
    };
  }

  async savePackage(actor: Actor, id: string | null, input: PackageInput): Promise<CatalogPackage> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await this.checkRefs(tx, siteId, input);
      await this.files.adoptAsBranding(tx, siteId, actor.user, input.downloadables.map((d) => d.key), { anyType: true });
      const values = this.packageValues(actor, input);
      let row: PackageRow | undefined;
      if (id) [row] = await tx.update(packages).set(values).where(and(eq(packages.siteId, siteId), eq(packages.id, id))).returning();
      else [row] = await tx.insert(packages).values({ id: newId(), siteId, ...values }).returning();
      if (!row) throw notFound(CATALOG_MESSAGES.packageNotFound);
      await recordAudit(tx, actor, { action: 'catalog.package_saved', target: { type: 'package', id: row.id, label: row.name }, summary: `Package "${row.name}" ${id ? 'updated' : 'created'}`, details: { name: row.name, created: !id } });
      return packageJson(row);
    });
  }

  async archivePackage(actor: Actor, id: string, archived: boolean): Promise<CatalogPackage> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [row] = await tx.update(packages).set({ archivedAt: archived ? new Date() : null }).where(and(eq(packages.siteId, siteId), eq(packages.id, id))).returning();
      if (!row) throw notFound(CATALOG_MESSAGES.packageNotFound);
      await recordAudit(tx, actor, { action: archived ? 'catalog.package_archived' : 'catalog.package_restored', target: { type: 'package', id: row.id, label: row.name }, summary: `Package "${row.name}" ${archived ? 'archived' : 'restored'}`, details: { name: row.name } });
      return packageJson(row);
    });
  }

  async saveService(actor: Actor, id: string | null, input: ServiceInput): Promise<CatalogService> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      let row: ServiceRow | undefined;
      if (id) [row] = await tx.update(services).set({ name: input.name, modules: input.modules }).where(and(eq(services.siteId, siteId), eq(services.id, id))).returning();
      else [row] = await tx.insert(services).values({ id: newId(), siteId, name: input.name, modules: input.modules }).returning();
      if (!row) throw notFound(CATALOG_MESSAGES.serviceNotFound);
      await recordAudit(tx, actor, { action: 'catalog.service_saved', target: { type: 'service', id: row.id, label: row.name }, summary: `Service "${row.name}" ${id ? 'updated' : 'created'}`, details: { name: row.name, created: !id } });
      return serviceJson(row);
    });
  }

  async archiveService(actor: Actor, id: string, archived: boolean): Promise<CatalogService> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [row] = await tx.update(services).set({ archivedAt: archived ? new Date() : null }).where(and(eq(services.siteId, siteId), eq(services.id, id))).returning();
      if (!row) throw notFound(CATALOG_MESSAGES.serviceNotFound);
      await recordAudit(tx, actor, { action: archived ? 'catalog.service_archived' : 'catalog.service_restored', target: { type: 'service', id: row.id, label: row.name }, summary: `Service "${row.name}" ${archived ? 'archived' : 'restored'}`, details: { name: row.name } });
      return serviceJson(row);
    });
  }
}

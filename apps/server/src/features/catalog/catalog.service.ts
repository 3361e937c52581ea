import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { CATALOG_LIST_MAX, CATALOG_MESSAGES, type CatalogPackage, type CatalogService, type packageBody, type serviceBody } from '@portal/domain/catalog/calls';
import type { z } from 'zod/mini';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { packages, services } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { recordAudit } from '../audit';
import { contractChoices, isOfferedContract } from '../contracts';
import { isOfferedSurvey, questionnaireChoices } from '../questionnaires';
import type { FilesService } from '../files';

// The order customers see them in (the checkout, the critique's plans): the admin's order first, then,
// for packages never ordered (demo data, new ones), the spec's order by price, highest first.
const packageOrder = [asc(packages.position), desc(packages.price), asc(packages.createdAt)];

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
      this.db
        .select()
        .from(packages)
        .where(eq(packages.siteId, siteId))
        .orderBy(...packageOrder)
        .limit(CATALOG_LIST_MAX),
      this.db.select().from(services).where(eq(services.siteId, siteId)).orderBy(asc(services.name)).limit(CATALOG_LIST_MAX),
      contractChoices(this.db, siteId, CATALOG_LIST_MAX),
      questionnaireChoices(this.db, siteId, CATALOG_LIST_MAX),
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
    const found = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.siteId, siteId), inArray(services.id, input.serviceIds)));
    if (found.length !== new Set(input.serviceIds).size) throw badRequest(CATALOG_MESSAGES.unknownService, { serviceIds: CATALOG_MESSAGES.unknownService });
    // Archived texts (older versions, or taken out of use) are offered to no package.
    if (input.contractId && !(await isOfferedContract(tx, siteId, input.contractId))) throw badRequest(CATALOG_MESSAGES.unknownContract, { contractId: CATALOG_MESSAGES.unknownContract });
    if (input.surveyId && !(await isOfferedSurvey(tx, siteId, input.surveyId))) throw badRequest(CATALOG_MESSAGES.unknownSurvey, { surveyId: CATALOG_MESSAGES.unknownSurvey });
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
      await this.files.adoptAsDownloadables(
        tx,
        siteId,
        actor.user,
        input.downloadables.map((d) => d.key),
      );
      const values = this.packageValues(actor, input);
      let row: PackageRow | undefined;
      if (id)
        [row] = await tx
          .update(packages)
          .set(values)
          .where(and(eq(packages.siteId, siteId), eq(packages.id, id)))
          .returning();
      else
        [row] = await tx
          .insert(packages)
          .values({ id: newId(), siteId, ...values })
          .returning();
      if (!row) throw notFound(CATALOG_MESSAGES.packageNotFound);
      await recordAudit(tx, actor, {
        action: 'catalog.package_saved',
        target: { type: 'package', id: row.id, label: row.name },
        summary: `Package "${row.name}" ${id ? 'updated' : 'created'}`,
        details: { name: row.name, created: !id },
      });
      return packageJson(row);
    });
  }

  async archivePackage(actor: Actor, id: string, archived: boolean): Promise<CatalogPackage> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [row] = await tx
        .update(packages)
        .set({ archivedAt: archived ? new Date() : null })
        .where(and(eq(packages.siteId, siteId), eq(packages.id, id)))
        .returning();
      if (!row) throw notFound(CATALOG_MESSAGES.packageNotFound);
      await recordAudit(tx, actor, {
        action: archived ? 'catalog.package_archived' : 'catalog.package_restored',
        target: { type: 'package', id: row.id, label: row.name },
        summary: `Package "${row.name}" ${archived ? 'archived' : 'restored'}`,
        details: { name: row.name },
      });
      return packageJson(row);
    });
  }

  /**
   * Rewrites every package's position from `ids` (the site's packages, first to last) in one
   * transaction, the site's package rows locked so two reorders apply one after the other.
   */
  async reorderPackages(actor: Actor, ids: string[]): Promise<CatalogPackage[]> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const current = await tx.select({ id: packages.id }).from(packages).where(eq(packages.siteId, siteId)).orderBy(asc(packages.id)).for('update');
      const known = new Set(current.map((p) => p.id));
      if (ids.some((id) => !known.has(id))) throw notFound(CATALOG_MESSAGES.packageNotFound);
      if (ids.length !== known.size) throw badRequest(CATALOG_MESSAGES.orderIncomplete, { ids: CATALOG_MESSAGES.orderIncomplete });
      const values = sql.join(
        ids.map((id, position) => sql`(${id}::text, ${position}::int)`),
        sql`, `,
      );
      await tx.execute(sql`UPDATE ${packages} SET position = v.position FROM (VALUES ${values}) AS v(id, position) WHERE ${packages.siteId} = ${siteId} AND ${packages.id} = v.id`);
      await recordAudit(tx, actor, {
        action: 'catalog.packages_reordered',
        target: { type: 'site', id: siteId, label: actor.site.name },
        summary: `Packages put in a new order (${ids.length})`,
        details: { count: ids.length },
      });
      const rows = await tx
        .select()
        .from(packages)
        .where(eq(packages.siteId, siteId))
        .orderBy(...packageOrder);
      return rows.map(packageJson);
    });
  }

  async saveService(actor: Actor, id: string | null, input: ServiceInput): Promise<CatalogService> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      let row: ServiceRow | undefined;
      if (id)
        [row] = await tx
          .update(services)
          .set({ name: input.name, modules: input.modules })
          .where(and(eq(services.siteId, siteId), eq(services.id, id)))
          .returning();
      else [row] = await tx.insert(services).values({ id: newId(), siteId, name: input.name, modules: input.modules }).returning();
      if (!row) throw notFound(CATALOG_MESSAGES.serviceNotFound);
      await recordAudit(tx, actor, {
        action: 'catalog.service_saved',
        target: { type: 'service', id: row.id, label: row.name },
        summary: `Service "${row.name}" ${id ? 'updated' : 'created'}`,
        details: { name: row.name, created: !id },
      });
      return serviceJson(row);
    });
  }

  async archiveService(actor: Actor, id: string, archived: boolean): Promise<CatalogService> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [row] = await tx
        .update(services)
        .set({ archivedAt: archived ? new Date() : null })
        .where(and(eq(services.siteId, siteId), eq(services.id, id)))
        .returning();
      if (!row) throw notFound(CATALOG_MESSAGES.serviceNotFound);
      await recordAudit(tx, actor, {
        action: archived ? 'catalog.service_archived' : 'catalog.service_restored',
        target: { type: 'service', id: row.id, label: row.name },
        summary: `Service "${row.name}" ${archived ? 'archived' : 'restored'}`,
        details: { name: row.name },
      });
      return serviceJson(row);
    });
  }
}

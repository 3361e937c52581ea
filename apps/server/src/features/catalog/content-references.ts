import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { packages, services } from '../../platform/db/schema';

/**
 * What the catalog names of the contract, survey and questionnaire texts: when an edit replaces a
 * text with a new version, the packages and services that named the old one name the new one, in
 * the edit's transaction. Orders are not touched: their snapshot keeps naming what was signed and
 * answered.
 */
export const catalogReferences = {
  async replaceContract(tx: Db, siteId: string, fromId: string, toId: string): Promise<void> {
    await tx.update(packages).set({ contractId: toId }).where(and(eq(packages.siteId, siteId), eq(packages.contractId, fromId)));
  },

  async replaceSurvey(tx: Db, siteId: string, fromId: string, toId: string): Promise<void> {
    await tx.update(packages).set({ surveyId: toId }).where(and(eq(packages.siteId, siteId), eq(packages.surveyId, fromId)));
  },

  /** Every module `{ id: fromId }` of the site's services becomes `{ id: toId }`, in place in its list. */
  async replaceQuestionnaire(tx: Db, siteId: string, fromId: string, toId: string): Promise<void> {
    await tx
      .update(services)
      .set({
        modules: sql`(SELECT jsonb_agg(CASE WHEN m->>'id' = ${fromId} THEN jsonb_set(m, '{id}', to_jsonb(${toId}::text)) ELSE m END ORDER BY n)
                      FROM jsonb_array_elements(${services.modules}) WITH ORDINALITY AS e(m, n))`,
      })
      .where(and(eq(services.siteId, siteId), sql`${services.modules} @> jsonb_build_array(jsonb_build_object('id', ${fromId}::text))`));
  },
};
export type CatalogReferences = typeof catalogReferences;

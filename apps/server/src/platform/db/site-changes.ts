/** The channel the database's own triggers NOTIFY on (migration 0017): the site's id, or `*` for all. */
export const SITE_CHANGES_CHANNEL = 'portal_site_changes';

/**
 * What this process has heard of the changes to the data the order screens show, per site: a
 * version that moves with every change of the site, for the reads kept until then (`ReadCache`).
 * The notices come from the database itself, on commit (migration 0017). On PostgreSQL every pooled
 * connection listens too, so the connection that commits a change hears it before its statement
 * returns: no later read of this process can miss it. Other processes' changes arrive a moment after
 * their commit, on the listening connection. While that connection is down, notices are lost: the
 * versions are unknown (`version` answers null) until it is back, and then every site counts as changed.
 */
export class SiteChanges {
  private clock = 0;
  private readonly changedAt = new Map<string, number>();
  private allChangedAt = 0;
  private hearing = false;

  /** The current version of a site's data; null while changes may go unheard. */
  version(siteId: string): number | null {
    if (!this.hearing) return null;
    return Math.max(this.changedAt.get(siteId) ?? 0, this.allChangedAt);
  }

  /** A notice: the site's id, or `*` for every site. */
  changed(payload: string): void {
    this.clock++;
    if (payload === '*') this.allChangedAt = this.clock;
    else this.changedAt.set(payload, this.clock);
  }

  /** The listening connection is up (again): what was said meanwhile is unknown, so everything changed. */
  heard(): void {
    this.changed('*');
    this.hearing = true;
  }

  /** The listening connection is down: notices may be lost from now on. */
  deaf(): void {
    this.hearing = false;
  }
}

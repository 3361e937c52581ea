import type { Role } from '@portal/domain/auth/calls';
import type { MenuEntry, MenuSite, WebFeature } from '../../platform/web-feature';
import { features } from '../features';
import { screenFor } from '../routes';

export type { MenuEntry } from '../../platform/web-feature';

/**
 * The side menu the features give a role and site (spec 002 2.9), built or not, in the order of
 * their positions.
 */
export function featureMenuEntries(role: Role, site: MenuSite, from: readonly WebFeature[] = features): MenuEntry[] {
  return from
    .flatMap((feature) => feature.menu ?? [])
    .filter((contribution) => contribution.roles.includes(role))
    .sort((a, b) => a.position - b.position)
    .flatMap((contribution) => contribution.entry(site, role) ?? []);
}

/**
 * The entries whose screens exist, for the side menu: every link that would end on "Not Found" is
 * left out until its screen is built. A group left with one entry becomes that entry under the
 * group's name; a group left with none goes.
 */
export function menuEntries(role: Role, site: MenuSite, from: readonly WebFeature[] = features): MenuEntry[] {
  return featureMenuEntries(role, site, from).flatMap((entry): MenuEntry[] => {
    if (!entry.children) return entry.to && screenFor(entry.to, role) ? [entry] : [];
    const children = entry.children.filter((child) => child.to && screenFor(child.to, role));
    if (children.length === 0) return [];
    if (children.length === 1) return [{ key: entry.key, label: entry.label, icon: entry.icon, to: children[0]!.to }];
    return [{ ...entry, children }];
  });
}

/** The namespaces of the entries' labels written `namespace:key` (the shell's own have none). */
export function labelNamespaces(entries: readonly MenuEntry[]): string[] {
  const names = entries.flatMap((entry) => [entry, ...(entry.children ?? [])]).flatMap((entry) => /^([\w-]+):/.exec(entry.label)?.[1] ?? []);
  return [...new Set(names)].sort();
}

/** The business's own job board, where its customers came from (spec 002 2.8): a customer's way back. */
export function jobsLinkFor(role: Role, site: { jobsLink?: string | null }): string | null {
  return role === 'user' ? (site.jobsLink ?? null) : null;
}

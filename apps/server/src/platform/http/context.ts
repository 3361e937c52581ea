import type { Role } from '@portal/domain/auth/calls';
import type { SiteConfig } from '@portal/domain/sites/calls';

export type SiteContext = {
  id: string;
  clientId: string;
  name: string;
  primaryDomain: string;
  config: SiteConfig | null;
};

export type UserContext = {
  id: string;
  siteId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  profileImg: string | null;
  pendingPurchasePackageId: string | null;
  uniqueCustomerId: string | null;
  sessionId: string;
};

/** Who is asking, on which site: what every service takes first. */
export type Actor = { site: SiteContext; user: UserContext };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into interfaces
  interface FastifyRequest {
    site: SiteContext | null;
    user: UserContext | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into interfaces
  interface FastifyContextConfig {
    access?: Access;
    mutates?: boolean;
    /** Answers on unknown hosts too (the site lookup itself). */
    anySite?: boolean;
    /** The built web client's files: no site, session or CSRF work. */
    assets?: boolean;
    /** A payment provider's webhook: no session and no CSRF header; the handler checks its signature. */
    webhook?: boolean;
  }
}

/** `public`: anyone on a known site; `signed-in`: any role; else the roles listed. */
export type Access = 'public' | 'signed-in' | readonly Role[];

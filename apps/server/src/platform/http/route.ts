import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import type { CallContract, CallResponse } from '@portal/domain/call';
import { AppError } from '../errors';
import type { Access, SiteContext, UserContext } from './context';

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export type RouteInput<C extends CallContract> = {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  site: SiteContext;
  req: FastifyRequest;
  reply: FastifyReply;
};
export type SignedInInput<C extends CallContract> = RouteInput<C> & { user: UserContext };

type Handler<C extends CallContract, A extends Access> = (input: A extends 'public' ? RouteInput<C> & { user: UserContext | null } : SignedInInput<C>) => Promise<CallResponse<C>>;

/**
 * Registers one call from its shared contract. The contract validates the request and the
 * response; `access` is checked before the handler runs, so a route cannot forget its roles.
 */
export function addRoute<C extends CallContract, A extends Access>(
  app: FastifyInstance,
  contract: C,
  access: A,
  handler: Handler<C, A>,
  options: { bodyLimit?: number; webhook?: boolean } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    bodyLimit: options.bodyLimit,
    config: { access, mutates: contract.mutates ?? false, ...(options.webhook ? { webhook: true } : {}) },
    schema: {
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { 200: contract.response },
    },
    handler: async (req, reply) => {
      const site = req.site;
      if (!site) throw new AppError('not_found', 'Domain not registered');
      const user = req.user;
      return handler({
        params: req.params as never,
        query: req.query as never,
        body: req.body as never,
        site,
        user: user as never,
        req,
        reply,
      } as never);
    },
  });
}

/** The access rule itself, shared by the request hook and the authorization tests. */
export function accessDecision(access: Access | undefined, user: UserContext | null): 'ok' | 401 | 403 {
  if (access === undefined) return 403;
  if (access === 'public') return 'ok';
  if (!user) return 401;
  if (access === 'signed-in') return 'ok';
  return access.includes(user.role) ? 'ok' : 403;
}

import type { FastifyInstance } from 'fastify';
import { downloadContract, getContract, signContract } from '@portal/domain/contracts/calls';
import { CONTRACT_SIGNED_MESSAGE } from '@portal/domain/contracts/rules';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { ContractsService } from './contracts.service';

// A 1 MB PNG is about 1.4 MB as a data URL; the body may be that large so the contract can
// answer "too large" itself instead of the framework's generic refusal.
const SIGN_BODY_LIMIT = 2 * 1024 * 1024;

export function registerContractRoutes(app: FastifyInstance, platform: Platform, service: ContractsService): void {

  addRoute(app, getContract, ['user'], async ({ params, site, user }) => ({
    status: true,
    data: await service.view({ site, user }, params.id),
  }));

  addRoute(
    app,
    signContract,
    ['user'],
    async ({ params, body, site, user, req }) => {
      await service.sign({ site, user }, params.id, body.data, req.ip);
      return { status: true, message: CONTRACT_SIGNED_MESSAGE };
    },
    { bodyLimit: SIGN_BODY_LIMIT },
  );

  // Everyone who may see the order may read its signed contract; only the customer signs it.
  addRoute(app, downloadContract, ['user', 'writer', 'reviewer', 'admin'], async ({ params, site, user, reply }) => {
    const pdf = await service.pdf({ site, user }, params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf.bytes));
  });
}

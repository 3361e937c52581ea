import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/documents/approval-calls';
import { addRoute } from '../../platform/http/route';
import type { RevisionApprovalsService } from './revision-approvals.service';

/** The admin's approval queue: admins only (writers, reviewers and customers get 403). */
export function registerRevisionApprovalRoutes(app: FastifyInstance, approvals: RevisionApprovalsService): void {
  addRoute(app, calls.listPendingDrafts, ['admin'], async ({ site, user, query }) => {
    return { status: true, ...(await approvals.list({ site, user }, query)) };
  });

  addRoute(app, calls.approveDraft, ['admin'], async ({ site, user, body }) => {
    await approvals.approve({ site, user }, body.draft_id);
    return { status: true, message: calls.APPROVAL_MESSAGES.approved };
  });

  addRoute(app, calls.rejectDraft, ['admin'], async ({ site, user, body }) => {
    await approvals.reject({ site, user }, body);
    return { status: true, message: calls.APPROVAL_MESSAGES.rejected };
  });
}

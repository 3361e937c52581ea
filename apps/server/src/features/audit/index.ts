/**
 * The audit log's published API: every admin write calls `recordAudit(tx, actor, record)` in the
 * transaction of its change. Lint forbids importing any other file of this folder from outside it.
 */
export { AuditService, recordAudit, type AuditActor, type AuditDetails, type AuditRecord } from './audit.service';

import type { AuditAction } from '@campus/domain/administration';
import type { FastifyRequest } from 'fastify';
import type { AuditRecord } from '../../platform/audit.js';
import { currentMember } from '../../platform/auth.js';

/** The journal's record of an admin publishing or withdrawing a course or a replay. */
export function contentAudit(
  request: FastifyRequest,
  action: AuditAction,
  subject: string,
  status: 'published' | 'draft',
): AuditRecord {
  return { actorUid: currentMember(request).uid, action, subject, after: { status } };
}

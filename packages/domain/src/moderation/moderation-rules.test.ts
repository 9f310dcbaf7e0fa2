import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, reportRequestSchema, suspendRequestSchema } from './moderation-contracts.js';
import { allowedModerationActions, formatSuspensionEnd, isSuspended, suspensionEnd } from './moderation-rules.js';

describe('moderation rules', () => {
  it('hides only messages and deals', () => {
    expect(allowedModerationActions('message')).toContain('hide');
    expect(allowedModerationActions('deal')).toContain('hide');
    expect(allowedModerationActions('member')).not.toContain('hide');
    expect(allowedModerationActions('discussion')).not.toContain('hide');
  });

  it('ends a suspension after its days and lifts it by itself once the time has passed', () => {
    const now = new Date('2026-03-10T10:00:00.000Z');
    const until = suspensionEnd(now, 7);
    expect(until).toBe('2026-03-17T10:00:00.000Z');
    expect(isSuspended(until, now)).toBe(true);
    expect(isSuspended(until, new Date('2026-03-17T10:00:00.000Z'))).toBe(false);
    expect(isSuspended(null, now)).toBe(false);
  });

  it('tells a suspended member the end in Paris time', () => {
    expect(formatSuspensionEnd('2026-03-17T10:00:00.000Z')).toBe('17/03/2026 à 11h00');
    expect(MODERATION_MESSAGES.suspendedAccount('17/03/2026 à 11h00')).toContain('jusqu’au 17/03/2026 à 11h00');
  });

  it('takes a reason from the list and a comment of 1000 characters at most', () => {
    const base = { targetKind: 'message', targetId: 'm1', reason: 'spam' } as const;
    expect(z.safeParse(reportRequestSchema, base).success).toBe(true);
    expect(z.parse(reportRequestSchema, { ...base, comment: '  ' }).comment).toBeNull();
    expect(z.safeParse(reportRequestSchema, { ...base, reason: 'boring' }).success).toBe(false);
    expect(z.safeParse(reportRequestSchema, { ...base, comment: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('suspends for whole days, 90 at most', () => {
    expect(z.safeParse(suspendRequestSchema, { days: 7 }).success).toBe(true);
    expect(z.safeParse(suspendRequestSchema, { days: 0 }).success).toBe(false);
    expect(z.safeParse(suspendRequestSchema, { days: 91 }).success).toBe(false);
    expect(z.safeParse(suspendRequestSchema, { days: 1.5 }).success).toBe(false);
  });
});

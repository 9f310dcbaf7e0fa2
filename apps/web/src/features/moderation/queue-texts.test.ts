import { describe, expect, it } from 'vitest';
import { isUndoable, reasonSummary } from './queue-texts';

describe('the queue’s texts', () => {
  it('sums the reasons up, the most given first, each once', () => {
    expect(reasonSummary([{ reason: 'spam' }, { reason: 'harassment' }, { reason: 'harassment' }])).toBe(
      'Harcèlement ×2 · Spam ou publicité',
    );
    expect(reasonSummary([{ reason: 'other' }, { reason: 'scam' }])).toBe('Arnaque · Autre');
    expect(reasonSummary([])).toBe('');
  });

  it('offers to undo a decision only once', () => {
    expect(isUndoable({ reversedAt: null })).toBe(true);
    expect(isUndoable({ reversedAt: '2026-03-01T10:00:00.000Z' })).toBe(false);
  });
});

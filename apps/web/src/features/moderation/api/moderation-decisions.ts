import {
  decisionResponseSchema,
  type ModerationAction,
  type ModerationDecision,
  type ReportTargetKind,
} from '@campus/domain/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MODERATION_QUERY_KEY } from './moderation-query-keys';

export interface DecisionRequest {
  kind: ReportTargetKind;
  id: string;
  action: ModerationAction;
  text?: string;
  days?: number;
}

/** POST /api/admin/moderation/{kind}/{id}/{action}: dismiss, hide, warn (`text`) or suspend (`days`). */
export async function decide({ kind, id, action, text, days }: DecisionRequest): Promise<ModerationDecision> {
  const body = action === 'warn' ? { text } : action === 'suspend' ? { days } : undefined;
  const answer = await apiRequest(`/admin/moderation/${kind}/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    schema: decisionResponseSchema,
    ...(body && { body }),
  });
  return answer.decision;
}

/** POST /api/admin/moderation/decisions/{id}/reverse: undoes a decision; its reports wait again. */
export async function reverseDecision(id: string): Promise<ModerationDecision> {
  const answer = await apiRequest(`/admin/moderation/decisions/${encodeURIComponent(id)}/reverse`, {
    method: 'POST',
    schema: decisionResponseSchema,
  });
  return answer.decision;
}

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
  });
}

export function useReverseDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseDecision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
  });
}

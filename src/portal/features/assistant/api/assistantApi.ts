import { useMutation } from '@tanstack/react-query';
import { AI_BASE, apiPost, apiPostJson } from '@shared/api';
import {
  aiApiPaths,
  aiChatResponseSchema,
  type AiChatRequest,
  type AiChatResponse,
  type AiFeedbackRequest,
} from '@shared/portalApi';

/** docs/requirements/errors.md: a failed call, a non-OK status or an `error` in the answer are all failures. */
export async function askAssistant(request: AiChatRequest): Promise<AiChatResponse> {
  const answer = aiChatResponseSchema.parse(await apiPostJson(`${AI_BASE}${aiApiPaths.chat}`, request));
  if (answer.error) throw new Error(answer.error);
  return answer;
}

export const useAskAssistant = () => useMutation({ mutationFn: askAssistant });

export const useSendFeedback = () =>
  useMutation({ mutationFn: (feedback: AiFeedbackRequest) => apiPost(`${AI_BASE}${aiApiPaths.feedback}`, feedback) });

import type { AiConfig } from '../../config';
import { completeChat } from '../../integrations/ai/openAiCompatible';
import { logger } from '../../logging/logger';
import { portalTexts } from '@shared/texts';
import type { ManualIndexes } from '../manual/manualIndex';
import { shouldAbstain } from './abstain';
import { retrieve, type Retrieval } from './retrieve';

/**
 * The retrieval for a question; where an AI endpoint is configured and the manual seems not to answer the
 * question as asked, the endpoint rewrites it in the manual's words and the rewritten question is retrieved.
 * Its retrieval is taken only if it finds an answer: the question as asked decides everything the endpoint
 * cannot improve, so the quality figures without an endpoint are a floor.
 */
export async function retrieveQuestion(
  ai: AiConfig,
  indexes: ManualIndexes,
  visible: ReadonlySet<string>,
  question: string,
  previousQuestion?: string,
): Promise<Retrieval> {
  const asked = retrieve(indexes, visible, question, previousQuestion);
  if (!ai.baseUrl || !shouldAbstain(asked)) return asked;
  try {
    const rewritten = await completeChat(ai, [
      { role: 'system', content: portalTexts.assistant.answer.rewritePrompt },
      { role: 'user', content: question },
    ]);
    const retrieval = retrieve(indexes, visible, rewritten, previousQuestion);
    return shouldAbstain(retrieval) ? asked : retrieval;
  } catch (error) {
    logger.warn({ err: error }, 'KI-Endpunkt nicht verfügbar, Frage nicht umformuliert');
    return asked;
  }
}

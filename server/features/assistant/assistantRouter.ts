import express from 'express';
import { aiApiPaths, aiChatRequestSchema, aiFeedbackRequestSchema, type AiChatResponse } from '@shared/portalApi';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import type { FeatureContext } from '../featureContext';
import { visiblePages } from '../manual/manualAccess';
import { manualIndexes } from '../manual/manualIndex';
import { answerQuestion } from './answerQuestion';
import { retrieveQuestion } from './rewriteQuestion';
import type { AssistantThreads } from './threads';

/**
 * `POST /ai/chat` (docs/requirements/entities.md, docs/requirements/calls.md): answers a question from the manual pages the user may see, with
 * the pages as references (`/docs/{pageId}`); the thread keeps the previous question as context.
 * `POST /ai/chat/feedback`: whether the answer helped, stored in `aiFeedback` for the admins.
 * The threads live in this process or, with DATABASE_URL, in PostgreSQL (`openAssistantThreads`).
 */
export function assistantRouter({ store, config }: FeatureContext, threads: AssistantThreads): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: '16kb' }));

  router.post(aiApiPaths.chat, async (req, res, next) => {
    const parsed = aiChatRequestSchema.safeParse(req.body);
    if (!parsed.success) return void sendError(res, 400, 'INVALID_QUESTION', 'Die Frage fehlt oder ist zu lang.');
    const { account, userData } = principalOf(res);
    try {
      const thread = await threads.open(String(account.id), parsed.data.threadId);
      const visible = new Set(visiblePages(store, userData).keys());
      const indexes = manualIndexes(store);
      const retrieval = await retrieveQuestion(config.ai, indexes, visible, parsed.data.message, thread.previous);
      const { content, references } = await answerQuestion(config.ai, parsed.data.message, retrieval);
      await threads.remember(thread.id, parsed.data.message);
      const answer: AiChatResponse = { content, threadId: thread.id, references, error: null };
      res.json(answer);
    } catch (error) {
      // Express 4 does not see a rejected handler: the error handler answers (e.g. PostgreSQL unreachable).
      next(error);
    }
  });

  router.post(aiApiPaths.feedback, async (req, res, next) => {
    const parsed = aiFeedbackRequestSchema.safeParse(req.body);
    if (!parsed.success) return void sendError(res, 400, 'INVALID_FEEDBACK', 'Die Rückmeldung ist unvollständig.');
    const { account } = principalOf(res);
    let own: boolean;
    try {
      own = await threads.isOwn(parsed.data.threadId, String(account.id));
    } catch (error) {
      return void next(error);
    }
    // Feedback only on a conversation the user had: an invented thread id stores nothing (docs/security.md).
    if (!own) return void sendError(res, 404, 'NOT_FOUND', 'Diesen Verlauf gibt es für Sie nicht.');
    store.insert('aiFeedback', {
      accountId: account.id,
      threadId: parsed.data.threadId,
      question: parsed.data.question,
      helpful: parsed.data.helpful,
      createdAt: new Date().toISOString(),
    });
    res.status(204).end();
  });
  return router;
}

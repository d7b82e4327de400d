import type pg from 'pg';
import {
  defaultThreadLimits,
  newThreadId,
  type AssistantThreads,
  type OpenedThread,
  type ThreadLimits,
} from './threads';

/** Questions kept per thread: only the last is read (the context of a follow-up); the rest bounds the row. */
const KEPT_QUESTIONS = 10;

/**
 * The threads in PostgreSQL (migrations/…_assistant_threads.sql), shared by every instance. Each `open` deletes the
 * threads past their age and, when it starts a thread, the least recently used beyond `maxThreads`, so the table
 * stays as small as the Map of one process was.
 */
export class PgAssistantThreads implements AssistantThreads {
  constructor(
    private readonly pool: pg.Pool,
    private readonly limits: ThreadLimits = defaultThreadLimits(),
  ) {}

  async open(accountId: string, threadId?: string): Promise<OpenedThread> {
    const now = this.limits.now();
    await this.pool.query('DELETE FROM assistant_threads WHERE last_used < $1', [now - this.limits.maxAgeMs]);
    if (threadId) {
      const { rows } = await this.pool.query<{ previous: string | null }>(
        `UPDATE assistant_threads SET last_used = $3 WHERE id = $1 AND account_id = $2
         RETURNING questions ->> -1 AS previous`,
        [threadId, accountId, now],
      );
      if (rows[0]) return { id: threadId, previous: rows[0].previous ?? undefined };
    }
    const id = newThreadId();
    await this.pool.query('INSERT INTO assistant_threads (id, account_id, last_used) VALUES ($1, $2, $3)', [
      id,
      accountId,
      now,
    ]);
    await this.pool.query(
      `DELETE FROM assistant_threads WHERE id IN
         (SELECT id FROM assistant_threads ORDER BY last_used DESC, id OFFSET $1)`,
      [this.limits.maxThreads],
    );
    return { id };
  }

  async remember(threadId: string, question: string): Promise<void> {
    await this.pool.query(
      `UPDATE assistant_threads
       SET questions = jsonb_path_query_array(questions || jsonb_build_array($2::text), '$[last - ${KEPT_QUESTIONS - 1} to last]')
       WHERE id = $1`,
      [threadId, question],
    );
  }

  async isOwn(threadId: string, accountId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM assistant_threads WHERE id = $1 AND account_id = $2 AND last_used >= $3',
      [threadId, accountId, this.limits.now() - this.limits.maxAgeMs],
    );
    return (rowCount ?? 0) > 0;
  }

  /** The pool is the instance's (docs/decisions/104), ended once after the store's shutdown. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}

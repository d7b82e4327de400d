import { randomUUID } from 'node:crypto';

interface Thread {
  accountId: string;
  questions: string[];
  lastUsed: number;
}

const MAX_THREADS = 1000;
const MAX_AGE_MS = 2 * 60 * 60 * 1000;

/** Conversations in memory (per server process): the questions so far, for follow-up questions. */
export class Threads {
  private readonly threads = new Map<string, Thread>();

  /** The thread of this account with that id, or a new one. */
  open(accountId: string, threadId?: string): { id: string; previous?: string } {
    const now = Date.now();
    for (const [id, thread] of this.threads) if (now - thread.lastUsed > MAX_AGE_MS) this.threads.delete(id);
    const existing = threadId ? this.threads.get(threadId) : undefined;
    if (threadId && existing?.accountId === accountId) {
      existing.lastUsed = now;
      return { id: threadId, previous: existing.questions.at(-1) };
    }
    if (this.threads.size >= MAX_THREADS) {
      const oldest = this.threads.keys().next().value;
      if (oldest) this.threads.delete(oldest);
    }
    const id = `thr-${randomUUID()}`;
    this.threads.set(id, { accountId, questions: [], lastUsed: now });
    return { id };
  }

  remember(threadId: string, question: string): void {
    this.threads.get(threadId)?.questions.push(question);
  }

  /** Whether the thread is known and belongs to another account (threads of a previous process are unknown). */
  belongsToOther(threadId: string, accountId: string): boolean {
    const thread = this.threads.get(threadId);
    return thread !== undefined && thread.accountId !== accountId;
  }

  /** The questions of a thread (for the feedback record). */
  lastQuestion(threadId: string, accountId: string): string | undefined {
    const thread = this.threads.get(threadId);
    return thread?.accountId === accountId ? thread.questions.at(-1) : undefined;
  }
}

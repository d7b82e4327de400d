import { randomUUID } from 'node:crypto';

/** How long and how many threads are kept (the same in both places). `now` is the clock (tests inject one). */
export interface ThreadLimits {
  maxThreads: number;
  maxAgeMs: number;
  now: () => number;
}

export const defaultThreadLimits = (): ThreadLimits => ({
  maxThreads: 1000,
  maxAgeMs: 2 * 60 * 60 * 1000,
  now: () => Date.now(),
});

/** An opened thread: its id, and the question asked in it before (the context of a follow-up). */
export interface OpenedThread {
  id: string;
  previous?: string;
}

/**
 * The assistant's conversations: the questions so far, for follow-up questions. Kept for two hours after their last
 * use, at most `maxThreads` (the oldest go first). In this process (`MemoryAssistantThreads`, one instance), or with
 * DATABASE_URL in PostgreSQL (`PgAssistantThreads`), so a follow-up sent to another instance keeps its thread.
 */
export interface AssistantThreads {
  /** The thread of this account with that id, or a new one (also for an unknown, expired or foreign id). */
  open(accountId: string, threadId?: string): Promise<OpenedThread>;
  remember(threadId: string, question: string): Promise<void>;
  /** Whether the thread is known, not expired and this account's (feedback is taken only on such a thread). */
  isOwn(threadId: string, accountId: string): Promise<boolean>;
  close(): Promise<void>;
}

interface Thread {
  accountId: string;
  questions: string[];
  lastUsed: number;
}

export const newThreadId = (): string => `thr-${randomUUID()}`;

/** The threads in a Map of this process (without DATABASE_URL). */
export class MemoryAssistantThreads implements AssistantThreads {
  private readonly threads = new Map<string, Thread>();

  constructor(private readonly limits: ThreadLimits = defaultThreadLimits()) {}

  open(accountId: string, threadId?: string): Promise<OpenedThread> {
    const now = this.limits.now();
    for (const [id, thread] of this.threads) {
      if (now - thread.lastUsed > this.limits.maxAgeMs) this.threads.delete(id);
    }
    const existing = threadId ? this.threads.get(threadId) : undefined;
    if (threadId && existing?.accountId === accountId) {
      existing.lastUsed = now;
      return Promise.resolve({ id: threadId, previous: existing.questions.at(-1) });
    }
    if (this.threads.size >= this.limits.maxThreads) {
      const oldest = this.threads.keys().next().value;
      if (oldest) this.threads.delete(oldest);
    }
    const id = newThreadId();
    this.threads.set(id, { accountId, questions: [], lastUsed: now });
    return Promise.resolve({ id });
  }

  remember(threadId: string, question: string): Promise<void> {
    this.threads.get(threadId)?.questions.push(question);
    return Promise.resolve();
  }

  isOwn(threadId: string, accountId: string): Promise<boolean> {
    const thread = this.threads.get(threadId);
    const fresh = thread !== undefined && this.limits.now() - thread.lastUsed <= this.limits.maxAgeMs;
    return Promise.resolve(fresh && thread.accountId === accountId);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

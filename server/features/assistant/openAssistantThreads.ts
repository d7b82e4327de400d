import type pg from 'pg';
import { PgAssistantThreads } from './pgAssistantThreads';
import { MemoryAssistantThreads, type AssistantThreads } from './threads';

/** The threads of this server: in PostgreSQL with DATABASE_URL (shared by all instances), else in this process. */
export const openAssistantThreads = (pool: pg.Pool | undefined): AssistantThreads =>
  pool ? new PgAssistantThreads(pool) : new MemoryAssistantThreads();

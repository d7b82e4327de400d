import { PgAssistantThreads } from './pgAssistantThreads';
import { MemoryAssistantThreads, type AssistantThreads } from './threads';

/** The threads of this server: in PostgreSQL with DATABASE_URL (shared by all instances), else in this process. */
export const openAssistantThreads = (databaseUrl: string | undefined): AssistantThreads =>
  databaseUrl ? new PgAssistantThreads(databaseUrl) : new MemoryAssistantThreads();

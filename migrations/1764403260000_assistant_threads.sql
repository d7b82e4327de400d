-- Up Migration
-- The assistant's conversations (server/features/assistant/pgAssistantThreads.ts), shared by every instance, so a
-- follow-up question sent to another instance keeps its thread and another account's thread id is refused on all.
-- `questions` holds the thread's last questions (a JSON array of strings; only the last is read, as context).
-- Threads unused for two hours are deleted, and at most 1000 are kept (the least recently used go first). Times
-- in milliseconds since the epoch, by the server's clock (as auth_entries).
CREATE TABLE assistant_threads (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  questions jsonb NOT NULL DEFAULT '[]',
  last_used bigint NOT NULL
);
CREATE INDEX assistant_threads_last_used ON assistant_threads (last_used);

-- Down Migration
DROP TABLE assistant_threads;

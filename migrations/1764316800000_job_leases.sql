-- Up Migration
-- Jobs that run once across instances (docs/decisions/044-one-job-queue-with-leases.md). A lease is held by one
-- owner (a random token per claim) until `expires_at`; an owner that dies stops renewing it and another instance
-- takes it over once it has expired. A schedule's slot is one row per (job, slot): the first instance to insert it
-- runs it, `done_at` marks it run, so no other instance runs it again. Times in milliseconds since the epoch, by
-- the server's clock (as auth_entries).
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  owner text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE TABLE job_slots (
  job text NOT NULL,
  slot text NOT NULL,
  owner text NOT NULL,
  expires_at bigint NOT NULL,
  done_at bigint,
  PRIMARY KEY (job, slot)
);
CREATE INDEX job_slots_done ON job_slots (done_at) WHERE done_at IS NOT NULL;

-- Down Migration
DROP TABLE job_slots;
DROP TABLE job_leases;

-- Up Migration
-- The two GIN indexes of `records` take new entries into a pending list first and fold it into the index when it
-- outgrows its limit: the write that crosses it does that work alone. At the default 4 MB a POST under load waited
-- 40-170 ms for it now and then (the p99). At 128 kB the same work comes in pieces of a 32nd (docs/decisions/107).
ALTER INDEX records_doc SET (gin_pending_list_limit = 128);
ALTER INDEX records_search SET (gin_pending_list_limit = 128);

-- Down Migration
ALTER INDEX records_doc RESET (gin_pending_list_limit);
ALTER INDEX records_search RESET (gin_pending_list_limit);

-- Up Migration
-- `radar_expect_highest` plans its step down each collection's (collection, num_id) index on every call, with the
-- collection's name as a value (docs/decisions/112). PL/pgSQL caches the statement's plan per connection and, after
-- five calls, keeps a generic one whose collection is a parameter: chosen while the partitions were empty (a new
-- database, a collection not written yet) it is a sequential scan and a sort of the partition, and the connection
-- kept it as the partition grew (15.6 ms for 35,000 audit entries on every batch, instead of 0.06 ms).
ALTER FUNCTION radar_expect_highest(text[], numeric[], boolean[]) SET plan_cache_mode = force_custom_plan;

-- Down Migration
ALTER FUNCTION radar_expect_highest(text[], numeric[], boolean[]) RESET plan_cache_mode;

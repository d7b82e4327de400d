-- Up Migration
-- The manual's synonym groups (collection `manualSynonyms`, docs/decisions/135) get a partition of their own, as
-- every collection of the schema has (docs/decisions/144). Records stored before, in the default partition, move in.
CREATE TEMP TABLE radar_moved_synonyms ON COMMIT DROP AS
  SELECT collection, id, seq, doc FROM records WHERE collection = 'manualSynonyms';
DELETE FROM records WHERE collection = 'manualSynonyms';
CREATE TABLE records_manualsynonyms PARTITION OF records FOR VALUES IN ('manualSynonyms');
INSERT INTO records (collection, id, seq, doc) SELECT collection, id, seq, doc FROM radar_moved_synonyms ORDER BY seq;
-- As on every partition: no statistics of the search text (see the partitioning migration).
DO $$
DECLARE
  search_index regclass;
BEGIN
  FOR search_index IN SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'records_search'::regclass LOOP
    EXECUTE format('ALTER INDEX %s ALTER COLUMN 1 SET STATISTICS 0', search_index);
  END LOOP;
END
$$;

-- Down Migration
CREATE TEMP TABLE radar_moved_synonyms ON COMMIT DROP AS
  SELECT collection, id, seq, doc FROM records WHERE collection = 'manualSynonyms';
DROP TABLE records_manualsynonyms;
INSERT INTO records (collection, id, seq, doc) SELECT collection, id, seq, doc FROM radar_moved_synonyms ORDER BY seq;

-- Up Migration
-- A version per collection that every committed change of `records` moves on, in the changing transaction
-- (docs/decisions/105). A list keeps the exact total it counted beside the version it read in the same snapshot
-- and uses it again only while a later statement still reads that version: a change by any writer on any instance
-- (the data API, the features' write-through, db:import, psql) makes the next list count again.
-- The version is the id of the last transaction that changed the collection: it never comes back in the cluster,
-- not even after this table is dropped and made again. A collection without a row has not changed since.
CREATE TABLE collection_versions (
  collection text PRIMARY KEY,
  version bigint NOT NULL
);

-- Statement-level, with transition tables: one small upsert per statement, not per row. A trigger with transition
-- tables takes one event, so each event has its own trigger; the function reads only the tables its event has.
CREATE FUNCTION radar_bump_collection_versions() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changed text[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      changed := ARRAY(SELECT DISTINCT collection FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      changed := ARRAY(SELECT DISTINCT collection FROM old_rows);
    ELSIF TG_OP = 'UPDATE' THEN
      changed := ARRAY(SELECT collection FROM old_rows UNION SELECT collection FROM new_rows);
    ELSE
      -- TRUNCATE, before it: the collections that are about to lose their records.
      changed := ARRAY(SELECT DISTINCT collection FROM records);
    END IF;
    -- The rows in one order, so two transactions outside the write lock cannot deadlock on them.
    INSERT INTO collection_versions (collection, version)
    SELECT name, pg_current_xact_id()::text::bigint FROM unnest(changed) AS name ORDER BY name
    ON CONFLICT (collection) DO UPDATE SET version = excluded.version;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER records_inserted AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
CREATE TRIGGER records_updated AFTER UPDATE ON records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
CREATE TRIGGER records_deleted AFTER DELETE ON records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
CREATE TRIGGER records_truncated BEFORE TRUNCATE ON records
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();

-- Down Migration
DROP TRIGGER records_truncated ON records;
DROP TRIGGER records_deleted ON records;
DROP TRIGGER records_updated ON records;
DROP TRIGGER records_inserted ON records;
DROP FUNCTION radar_bump_collection_versions();
DROP TABLE collection_versions;

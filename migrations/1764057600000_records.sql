-- Up Migration
-- Every collection of db.json in one table: the record as it is (jsonb), its id as text (json-server compares ids
-- as text), its place in the collection (seq: json-server keeps insertion order, a replace keeps the place) and its
-- id as a number where it is one (the next id is one more than the highest). See docs/decisions/040.
CREATE TABLE records (
  collection text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  doc jsonb NOT NULL,
  num_id numeric GENERATED ALWAYS AS (CASE WHEN jsonb_typeof(doc -> 'id') = 'number' THEN (doc ->> 'id')::numeric END) STORED,
  PRIMARY KEY (collection, id)
);
CREATE INDEX records_order ON records (collection, seq);
CREATE INDEX records_numeric_id ON records (collection, num_id);
-- Equality filters of the API and the access rule (`doc @> '{"accountId": 5}'`) and "has the field" (`doc @? path`).
CREATE INDEX records_doc ON records USING gin (doc);

-- The text the `q` search looks in: every non-empty scalar of the record, lower-cased, one per line.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE FUNCTION radar_search_text(doc jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(lower(value #>> '{}'), E'\n'), '')
    FROM jsonb_path_query(doc, 'strict $.**') AS value
    WHERE jsonb_typeof(value) IN ('string', 'number', 'boolean')
      AND value NOT IN ('false'::jsonb, '0'::jsonb, '""'::jsonb)
  $$;
CREATE INDEX records_search ON records USING gin (radar_search_text(doc) gin_trgm_ops);

-- Down Migration
DROP TABLE records;
DROP FUNCTION radar_search_text(jsonb);

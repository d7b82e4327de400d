-- Up Migration
-- Files that each instance used to keep in a folder of its own (issue 25, docs/decisions/098): the support spool's
-- composed messages, the export files and the uploaded media. One row per file, named by its area and its name in
-- that area (a support request's id, an export file's `<id>.<extension>`, a media file's name); `meta` carries
-- what belongs to the file (the spool's envelope). Files are small (at most a few MB), so bytea in the row is
-- enough; `created_at` lets the export tidying spare a file whose record another instance is about to write.
CREATE TABLE stored_files (
  area text NOT NULL,
  name text NOT NULL,
  bytes bytea NOT NULL,
  meta jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (area, name)
);

-- Down Migration
DROP TABLE stored_files;

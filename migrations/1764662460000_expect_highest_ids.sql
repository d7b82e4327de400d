-- Up Migration
-- The data API's group commit numbers a batch's new records from the highest ids its last commit left and sends the
-- batch in one round trip: BEGIN, the write lock, this check, the inserts and COMMIT (docs/decisions/107). Under the
-- lock the check refuses the batch with a serialization failure (40001) when the highest id of one of the
-- collections is not the one expected, because another writer changed it since; the batch then runs again with
-- the ids read under the lock. `highest` and `text_ids` as the batch reads them: a text id sorts first and
-- stands for "numbered with UUIDs" (highest 0), an empty collection is highest 0 without text ids.
CREATE FUNCTION radar_expect_highest(names text[], highest numeric[], text_ids boolean[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF EXISTS (
      SELECT 1
      FROM unnest(names, highest, text_ids) AS expected(name, num_id, text_ids)
      LEFT JOIN LATERAL (SELECT num_id, true AS present FROM records WHERE collection = expected.name
                         ORDER BY num_id DESC NULLS FIRST LIMIT 1) AS top ON true
      WHERE coalesce(top.num_id, 0) <> expected.num_id
         OR (top.present IS TRUE AND top.num_id IS NULL) <> expected.text_ids
    ) THEN
      RAISE EXCEPTION 'Die höchste id einer Sammlung hat sich seit dem letzten Stapel geändert.'
        USING ERRCODE = 'serialization_failure';
    END IF;
  END
  $$;

-- Down Migration
DROP FUNCTION radar_expect_highest(text[], numeric[], boolean[]);

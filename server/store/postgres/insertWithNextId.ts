import type { PoolClient } from 'pg';
import type { CollectionName } from '@shared/schemas';
import type { RecordId, Row } from '../collectionStore';

/**
 * Inserts `doc` (without id) under the collection's next id, found by the same statement: one more than the highest
 * numeric id (1 in an empty collection), a UUID where some id is text, as json-server. One round trip under the
 * write lock instead of two; prepared once per connection. Answers the id.
 */
export async function insertWithNextId(client: PoolClient, collection: CollectionName, doc: Row): Promise<RecordId> {
  const { rows } = await client.query<{ id: RecordId }>({
    name: 'insert-with-next-id',
    text: `WITH taken AS (
             SELECT max(num_id) AS max,
                    EXISTS (SELECT 1 FROM records WHERE collection = $1 AND num_id IS NULL) AS text_ids
             FROM records WHERE collection = $1
           ), next AS (
             SELECT CASE WHEN text_ids THEN to_jsonb(gen_random_uuid()::text) ELSE to_jsonb(coalesce(max, 0) + 1) END AS id
             FROM taken
           )
           INSERT INTO records (collection, id, doc)
           SELECT $1, next.id #>> '{}', $2::jsonb || jsonb_build_object('id', next.id) FROM next
           RETURNING doc -> 'id' AS id`,
    values: [collection, doc],
  });
  return rows[0]!.id;
}

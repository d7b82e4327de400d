-- Up Migration
-- The trigram index's pending list is folded into the index by the instances shortly after their writes
-- (server/store/postgres/pendingListCleaner.ts), not by the write that crosses the limit. Folded in larger pieces
-- its entries cost about half as much; the 4 MB limit is now the fallback for writes no cleaner follows
-- (docs/decisions/109).
ALTER INDEX records_search RESET (gin_pending_list_limit);

-- Down Migration
ALTER INDEX records_search SET (gin_pending_list_limit = 128);

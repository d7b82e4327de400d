-- Up Migration
-- B-tree indexes for the lists of the data API, so PostgreSQL answers a filtered, sorted page by walking an index
-- (docs/decisions/100). They are per field name across collections, led by `collection`, and match the expressions
-- `listSql.ts` writes: `doc #> '{field}'::text[]` for an equality filter, `nullif(…, 'null'::jsonb)` for a sort.
-- A new filter or sort of a collection that grows needs its field here (a new migration), not a code change.

-- Equality filters: the foreign keys of src/shared/schemas/references.ts, the access rule's `propertyId` and the
-- back office's filters on the modules. Only records that have the field are in the index.
CREATE INDEX records_filter_accountId ON records (collection, (doc #> '{accountId}'::text[])) WHERE (doc #> '{accountId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_moduleId ON records (collection, (doc #> '{moduleId}'::text[])) WHERE (doc #> '{moduleId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_reportId ON records (collection, (doc #> '{reportId}'::text[])) WHERE (doc #> '{reportId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_groupId ON records (collection, (doc #> '{groupId}'::text[])) WHERE (doc #> '{groupId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_orgId ON records (collection, (doc #> '{orgId}'::text[])) WHERE (doc #> '{orgId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_notificationId ON records (collection, (doc #> '{notificationId}'::text[])) WHERE (doc #> '{notificationId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_pbiAccountGroupId ON records (collection, (doc #> '{pbiAccountGroupId}'::text[])) WHERE (doc #> '{pbiAccountGroupId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_templateId ON records (collection, (doc #> '{templateId}'::text[])) WHERE (doc #> '{templateId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_exportId ON records (collection, (doc #> '{exportId}'::text[])) WHERE (doc #> '{exportId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_jobId ON records (collection, (doc #> '{jobId}'::text[])) WHERE (doc #> '{jobId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_pageId ON records (collection, (doc #> '{pageId}'::text[])) WHERE (doc #> '{pageId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_propertyId ON records (collection, (doc #> '{propertyId}'::text[])) WHERE (doc #> '{propertyId}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_active ON records (collection, (doc #> '{active}'::text[])) WHERE (doc #> '{active}'::text[]) IS NOT NULL;
CREATE INDEX records_filter_moduleType ON records (collection, (doc #> '{moduleType}'::text[])) WHERE (doc #> '{moduleType}'::text[]) IS NOT NULL;

-- Sorts of the back office's lists of collections that grow (accounts, modules, reports, the audit log), for those
-- collections: every record of them is in the index, one without the field sorts last going up, as in lodash.
CREATE INDEX records_sort_name ON records (collection, (nullif(doc #> '{name}'::text[], 'null'::jsonb)))
  WHERE collection IN ('modules', 'pbiReports', 'groups', 'zbvOrgs');
CREATE INDEX records_sort_username ON records (collection, (nullif(doc #> '{username}'::text[], 'null'::jsonb)))
  WHERE collection IN ('zbvAccounts');
CREATE INDEX records_sort_lastName ON records (collection, (nullif(doc #> '{lastName}'::text[], 'null'::jsonb)))
  WHERE collection IN ('zbvAccounts');
CREATE INDEX records_sort_firstName ON records (collection, (nullif(doc #> '{firstName}'::text[], 'null'::jsonb)))
  WHERE collection IN ('zbvAccounts');
CREATE INDEX records_sort_email ON records (collection, (nullif(doc #> '{email}'::text[], 'null'::jsonb)))
  WHERE collection IN ('zbvAccounts');
CREATE INDEX records_sort_at ON records (collection, (nullif(doc #> '{at}'::text[], 'null'::jsonb)))
  WHERE collection IN ('auditLog');

-- What share of a collection a filter value selects: the planner ignores the statistics of a partial index's
-- expression and would guess, and a wrong guess sorts thousands of records instead of walking the sort index.
CREATE STATISTICS records_stats_accountId (mcv) ON collection, (doc #> '{accountId}'::text[]) FROM records;
CREATE STATISTICS records_stats_moduleId (mcv) ON collection, (doc #> '{moduleId}'::text[]) FROM records;
CREATE STATISTICS records_stats_reportId (mcv) ON collection, (doc #> '{reportId}'::text[]) FROM records;
CREATE STATISTICS records_stats_groupId (mcv) ON collection, (doc #> '{groupId}'::text[]) FROM records;
CREATE STATISTICS records_stats_orgId (mcv) ON collection, (doc #> '{orgId}'::text[]) FROM records;
CREATE STATISTICS records_stats_notificationId (mcv) ON collection, (doc #> '{notificationId}'::text[]) FROM records;
CREATE STATISTICS records_stats_pbiAccountGroupId (mcv) ON collection, (doc #> '{pbiAccountGroupId}'::text[]) FROM records;
CREATE STATISTICS records_stats_templateId (mcv) ON collection, (doc #> '{templateId}'::text[]) FROM records;
CREATE STATISTICS records_stats_exportId (mcv) ON collection, (doc #> '{exportId}'::text[]) FROM records;
CREATE STATISTICS records_stats_jobId (mcv) ON collection, (doc #> '{jobId}'::text[]) FROM records;
CREATE STATISTICS records_stats_pageId (mcv) ON collection, (doc #> '{pageId}'::text[]) FROM records;
CREATE STATISTICS records_stats_propertyId (mcv) ON collection, (doc #> '{propertyId}'::text[]) FROM records;
CREATE STATISTICS records_stats_active_moduleType (mcv)
  ON collection, (doc #> '{active}'::text[]), (doc #> '{moduleType}'::text[]) FROM records;
ANALYZE records;

-- Down Migration
DROP STATISTICS records_stats_accountId;
DROP STATISTICS records_stats_moduleId;
DROP STATISTICS records_stats_reportId;
DROP STATISTICS records_stats_groupId;
DROP STATISTICS records_stats_orgId;
DROP STATISTICS records_stats_notificationId;
DROP STATISTICS records_stats_pbiAccountGroupId;
DROP STATISTICS records_stats_templateId;
DROP STATISTICS records_stats_exportId;
DROP STATISTICS records_stats_jobId;
DROP STATISTICS records_stats_pageId;
DROP STATISTICS records_stats_propertyId;
DROP STATISTICS records_stats_active_moduleType;
DROP INDEX records_sort_name;
DROP INDEX records_sort_username;
DROP INDEX records_sort_lastName;
DROP INDEX records_sort_firstName;
DROP INDEX records_sort_email;
DROP INDEX records_sort_at;
DROP INDEX records_filter_accountId;
DROP INDEX records_filter_moduleId;
DROP INDEX records_filter_reportId;
DROP INDEX records_filter_groupId;
DROP INDEX records_filter_orgId;
DROP INDEX records_filter_notificationId;
DROP INDEX records_filter_pbiAccountGroupId;
DROP INDEX records_filter_templateId;
DROP INDEX records_filter_exportId;
DROP INDEX records_filter_jobId;
DROP INDEX records_filter_pageId;
DROP INDEX records_filter_propertyId;
DROP INDEX records_filter_active;
DROP INDEX records_filter_moduleType;

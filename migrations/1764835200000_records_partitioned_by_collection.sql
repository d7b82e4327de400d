-- Up Migration
-- `records` partitioned by collection (docs/decisions/111): a list walks the indexes of its collection's partition,
-- and the planner weighs only those. On one table every statement weighed all 27 indexes and 13 statistics objects
-- of every collection; planning was half of PostgreSQL's time per list request. The records, their order (`seq`)
-- and every index of the API stay; the list indexes of decision 100 become per partition, each over the whole
-- partition, so ANALYZE keeps the statistics of their expressions and no extended statistics stand in for them.
-- Rewrites the table once, in this migration's transaction.

ALTER TABLE records RENAME TO records_unpartitioned;
DROP TRIGGER records_inserted ON records_unpartitioned;
DROP TRIGGER records_updated ON records_unpartitioned;
DROP TRIGGER records_deleted ON records_unpartitioned;
DROP TRIGGER records_truncated ON records_unpartitioned;
ALTER TABLE records_unpartitioned DROP CONSTRAINT records_pkey;
DROP INDEX records_order, records_numeric_id, records_doc, records_search;

-- `seq` from a sequence of its own: PostgreSQL 15 has no identity column on a partitioned table.
CREATE SEQUENCE records_seq AS bigint;
CREATE TABLE records (
  collection text NOT NULL,
  id text NOT NULL,
  seq bigint NOT NULL DEFAULT nextval('records_seq'),
  doc jsonb NOT NULL,
  num_id numeric GENERATED ALWAYS AS (CASE WHEN jsonb_typeof(doc -> 'id') = 'number' THEN (doc ->> 'id')::numeric END) STORED,
  PRIMARY KEY (collection, id)
) PARTITION BY LIST (collection);
ALTER SEQUENCE records_seq OWNED BY records.seq;

-- One partition per collection of src/shared/schemas/collections.ts (a test keeps the two lists alike).
CREATE TABLE records_systemsettings PARTITION OF records FOR VALUES IN ('systemSettings');
CREATE TABLE records_notifications PARTITION OF records FOR VALUES IN ('notifications');
CREATE TABLE records_notificationclosures PARTITION OF records FOR VALUES IN ('notificationClosures');
CREATE TABLE records_contactinfos PARTITION OF records FOR VALUES IN ('contactInfos');
CREATE TABLE records_workflows PARTITION OF records FOR VALUES IN ('workflows');
CREATE TABLE records_productinfos PARTITION OF records FOR VALUES IN ('productInfos');
CREATE TABLE records_auditlog PARTITION OF records FOR VALUES IN ('auditLog');
CREATE TABLE records_userpreferences PARTITION OF records FOR VALUES IN ('userPreferences');
CREATE TABLE records_whitelistedurls PARTITION OF records FOR VALUES IN ('whitelistedUrls');
CREATE TABLE records_modules PARTITION OF records FOR VALUES IN ('modules');
CREATE TABLE records_modulereportrelations PARTITION OF records FOR VALUES IN ('moduleReportRelations');
CREATE TABLE records_groups PARTITION OF records FOR VALUES IN ('groups');
CREATE TABLE records_groupuserrelations PARTITION OF records FOR VALUES IN ('groupUserRelations');
CREATE TABLE records_zbvgroupmodules PARTITION OF records FOR VALUES IN ('zbvGroupModules');
CREATE TABLE records_zbvorgroles PARTITION OF records FOR VALUES IN ('zbvOrgRoles');
CREATE TABLE records_zbvusermodules PARTITION OF records FOR VALUES IN ('zbvUserModules');
CREATE TABLE records_favoritemodules PARTITION OF records FOR VALUES IN ('favoriteModules');
CREATE TABLE records_favoritereports PARTITION OF records FOR VALUES IN ('favoriteReports');
CREATE TABLE records_closedmodules PARTITION OF records FOR VALUES IN ('closedModules');
CREATE TABLE records_zbvorgs PARTITION OF records FOR VALUES IN ('zbvOrgs');
CREATE TABLE records_zbvroles PARTITION OF records FOR VALUES IN ('zbvRoles');
CREATE TABLE records_zbvaccounts PARTITION OF records FOR VALUES IN ('zbvAccounts');
CREATE TABLE records_zbvaccountloginhistories PARTITION OF records FOR VALUES IN ('zbvAccountLoginHistories');
CREATE TABLE records_pbiroles PARTITION OF records FOR VALUES IN ('pbiRoles');
CREATE TABLE records_pbiaccounts PARTITION OF records FOR VALUES IN ('pbiAccounts');
CREATE TABLE records_pbiaccountgroups PARTITION OF records FOR VALUES IN ('pbiAccountGroups');
CREATE TABLE records_pbirelationgroupaccounts PARTITION OF records FOR VALUES IN ('pbiRelationGroupAccounts');
CREATE TABLE records_pbireports PARTITION OF records FOR VALUES IN ('pbiReports');
CREATE TABLE records_pbireportfilters PARTITION OF records FOR VALUES IN ('pbiReportFilters');
CREATE TABLE records_pbireportsubscriptions PARTITION OF records FOR VALUES IN ('pbiReportSubscriptions');
CREATE TABLE records_pbiexporttemplates PARTITION OF records FOR VALUES IN ('pbiExportTemplates');
CREATE TABLE records_pbiexports PARTITION OF records FOR VALUES IN ('pbiExports');
CREATE TABLE records_pbiexportdetails PARTITION OF records FOR VALUES IN ('pbiExportDetails');
CREATE TABLE records_pbiexportjobs PARTITION OF records FOR VALUES IN ('pbiExportJobs');
CREATE TABLE records_pbiexportschedules PARTITION OF records FOR VALUES IN ('pbiExportSchedules');
CREATE TABLE records_exportjobs PARTITION OF records FOR VALUES IN ('exportJobs');
CREATE TABLE records_gapermissionsmanagement PARTITION OF records FOR VALUES IN ('gaPermissionsManagement');
CREATE TABLE records_gaqueues PARTITION OF records FOR VALUES IN ('gaQueues');
CREATE TABLE records_gazbvpermissions PARTITION OF records FOR VALUES IN ('gaZbvPermissions');
CREATE TABLE records_gapermissions PARTITION OF records FOR VALUES IN ('gaPermissions');
CREATE TABLE records_gablockeddomains PARTITION OF records FOR VALUES IN ('gaBlockedDomains');
CREATE TABLE records_manualpages PARTITION OF records FOR VALUES IN ('manualPages');
CREATE TABLE records_manualattachments PARTITION OF records FOR VALUES IN ('manualAttachments');
CREATE TABLE records_docsorgroles PARTITION OF records FOR VALUES IN ('docsOrgRoles');
CREATE TABLE records_docsreports PARTITION OF records FOR VALUES IN ('docsReports');
CREATE TABLE records_supportrequests PARTITION OF records FOR VALUES IN ('supportRequests');
CREATE TABLE records_trackingevents PARTITION OF records FOR VALUES IN ('trackingEvents');
CREATE TABLE records_aifeedback PARTITION OF records FOR VALUES IN ('aiFeedback');
-- A collection added to the schema before its partition: stored and found, planned like the others were before.
CREATE TABLE records_other PARTITION OF records DEFAULT;

INSERT INTO records (collection, id, seq, doc)
SELECT collection, id, seq, doc FROM records_unpartitioned ORDER BY seq;
SELECT setval('records_seq', coalesce(max(seq), 0) + 1, false) FROM records;
DROP TABLE records_unpartitioned;

-- Every partition: its order, its highest id, the equality filters of GIN and the `q` search (decisions 040, 107, 109).
CREATE INDEX records_order ON records (collection, seq);
CREATE INDEX records_numeric_id ON records (collection, num_id);
CREATE INDEX records_doc ON records USING gin (doc) WITH (gin_pending_list_limit = 128);
CREATE INDEX records_search ON records USING gin (radar_search_text(doc) gin_trgm_ops);
-- ANALYZE would compute the search text of every sampled record for statistics no plan uses (a `q` search is an
-- infix match): about half the time of each autoanalyze of a partition that grows under writes.
DO $$
DECLARE
  search_index regclass;
BEGIN
  FOR search_index IN SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'records_search'::regclass LOOP
    EXECUTE format('ALTER INDEX %s ALTER COLUMN 1 SET STATISTICS 0', search_index);
  END LOOP;
END
$$;

-- Equality filters: the foreign keys of src/shared/schemas/references.ts, the access rule's `propertyId`, `active`
-- and the modules' `moduleType`, on the partitions of the collections whose schema has the field.
CREATE INDEX records_notifications_filter_active ON records_notifications ((doc #> '{active}'::text[]));
CREATE INDEX records_notificationclosures_filter_accountid ON records_notificationclosures ((doc #> '{accountId}'::text[]));
CREATE INDEX records_notificationclosures_filter_notificationid ON records_notificationclosures ((doc #> '{notificationId}'::text[]));
CREATE INDEX records_userpreferences_filter_accountid ON records_userpreferences ((doc #> '{accountId}'::text[]));
CREATE INDEX records_modules_filter_active ON records_modules ((doc #> '{active}'::text[]));
CREATE INDEX records_modules_filter_moduletype ON records_modules ((doc #> '{moduleType}'::text[]));
CREATE INDEX records_modulereportrelations_filter_moduleid ON records_modulereportrelations ((doc #> '{moduleId}'::text[]));
CREATE INDEX records_modulereportrelations_filter_reportid ON records_modulereportrelations ((doc #> '{reportId}'::text[]));
CREATE INDEX records_groupuserrelations_filter_accountid ON records_groupuserrelations ((doc #> '{accountId}'::text[]));
CREATE INDEX records_groupuserrelations_filter_groupid ON records_groupuserrelations ((doc #> '{groupId}'::text[]));
CREATE INDEX records_zbvgroupmodules_filter_moduleid ON records_zbvgroupmodules ((doc #> '{moduleId}'::text[]));
CREATE INDEX records_zbvgroupmodules_filter_groupid ON records_zbvgroupmodules ((doc #> '{groupId}'::text[]));
CREATE INDEX records_zbvorgroles_filter_moduleid ON records_zbvorgroles ((doc #> '{moduleId}'::text[]));
CREATE INDEX records_zbvorgroles_filter_orgid ON records_zbvorgroles ((doc #> '{orgId}'::text[]));
CREATE INDEX records_zbvusermodules_filter_accountid ON records_zbvusermodules ((doc #> '{accountId}'::text[]));
CREATE INDEX records_zbvusermodules_filter_moduleid ON records_zbvusermodules ((doc #> '{moduleId}'::text[]));
CREATE INDEX records_favoritemodules_filter_accountid ON records_favoritemodules ((doc #> '{accountId}'::text[]));
CREATE INDEX records_favoritemodules_filter_moduleid ON records_favoritemodules ((doc #> '{moduleId}'::text[]));
CREATE INDEX records_favoritereports_filter_accountid ON records_favoritereports ((doc #> '{accountId}'::text[]));
CREATE INDEX records_favoritereports_filter_moduleid ON records_favoritereports ((doc #> '{moduleId}'::text[]));
CREATE INDEX records_favoritereports_filter_reportid ON records_favoritereports ((doc #> '{reportId}'::text[]));
CREATE INDEX records_closedmodules_filter_accountid ON records_closedmodules ((doc #> '{accountId}'::text[]));
CREATE INDEX records_closedmodules_filter_moduleid ON records_closedmodules ((doc #> '{moduleId}'::text[]));
CREATE INDEX records_zbvorgs_filter_active ON records_zbvorgs ((doc #> '{active}'::text[]));
CREATE INDEX records_zbvaccounts_filter_orgid ON records_zbvaccounts ((doc #> '{orgId}'::text[]));
CREATE INDEX records_zbvaccounts_filter_active ON records_zbvaccounts ((doc #> '{active}'::text[]));
CREATE INDEX records_zbvaccountloginhistories_filter_accountid ON records_zbvaccountloginhistories ((doc #> '{accountId}'::text[]));
CREATE INDEX records_pbirelationgroupaccounts_filter_accountid ON records_pbirelationgroupaccounts ((doc #> '{accountId}'::text[]));
CREATE INDEX records_pbirelationgroupaccounts_filter_pbiaccountgroupid ON records_pbirelationgroupaccounts ((doc #> '{pbiAccountGroupId}'::text[]));
CREATE INDEX records_pbireportfilters_filter_reportid ON records_pbireportfilters ((doc #> '{reportId}'::text[]));
CREATE INDEX records_pbireportsubscriptions_filter_accountid ON records_pbireportsubscriptions ((doc #> '{accountId}'::text[]));
CREATE INDEX records_pbireportsubscriptions_filter_moduleid ON records_pbireportsubscriptions ((doc #> '{moduleId}'::text[]));
CREATE INDEX records_pbireportsubscriptions_filter_reportid ON records_pbireportsubscriptions ((doc #> '{reportId}'::text[]));
CREATE INDEX records_pbireportsubscriptions_filter_active ON records_pbireportsubscriptions ((doc #> '{active}'::text[]));
CREATE INDEX records_pbiexporttemplates_filter_reportid ON records_pbiexporttemplates ((doc #> '{reportId}'::text[]));
CREATE INDEX records_pbiexports_filter_accountid ON records_pbiexports ((doc #> '{accountId}'::text[]));
CREATE INDEX records_pbiexports_filter_templateid ON records_pbiexports ((doc #> '{templateId}'::text[]));
CREATE INDEX records_pbiexportdetails_filter_exportid ON records_pbiexportdetails ((doc #> '{exportId}'::text[]));
CREATE INDEX records_pbiexportdetails_filter_jobid ON records_pbiexportdetails ((doc #> '{jobId}'::text[]));
CREATE INDEX records_pbiexportjobs_filter_exportid ON records_pbiexportjobs ((doc #> '{exportId}'::text[]));
CREATE INDEX records_pbiexportschedules_filter_exportid ON records_pbiexportschedules ((doc #> '{exportId}'::text[]));
CREATE INDEX records_pbiexportschedules_filter_active ON records_pbiexportschedules ((doc #> '{active}'::text[]));
CREATE INDEX records_gapermissionsmanagement_filter_accountid ON records_gapermissionsmanagement ((doc #> '{accountId}'::text[]));
CREATE INDEX records_gapermissionsmanagement_filter_propertyid ON records_gapermissionsmanagement ((doc #> '{propertyId}'::text[]));
CREATE INDEX records_gaqueues_filter_accountid ON records_gaqueues ((doc #> '{accountId}'::text[]));
CREATE INDEX records_gaqueues_filter_propertyid ON records_gaqueues ((doc #> '{propertyId}'::text[]));
CREATE INDEX records_gazbvpermissions_filter_orgid ON records_gazbvpermissions ((doc #> '{orgId}'::text[]));
CREATE INDEX records_gazbvpermissions_filter_propertyid ON records_gazbvpermissions ((doc #> '{propertyId}'::text[]));
CREATE INDEX records_gapermissions_filter_propertyid ON records_gapermissions ((doc #> '{propertyId}'::text[]));
CREATE INDEX records_manualattachments_filter_pageid ON records_manualattachments ((doc #> '{pageId}'::text[]));
CREATE INDEX records_docsorgroles_filter_pageid ON records_docsorgroles ((doc #> '{pageId}'::text[]));
CREATE INDEX records_docsreports_filter_reportid ON records_docsreports ((doc #> '{reportId}'::text[]));
CREATE INDEX records_docsreports_filter_pageid ON records_docsreports ((doc #> '{pageId}'::text[]));
CREATE INDEX records_supportrequests_filter_accountid ON records_supportrequests ((doc #> '{accountId}'::text[]));
CREATE INDEX records_supportrequests_filter_moduleid ON records_supportrequests ((doc #> '{moduleId}'::text[]));
CREATE INDEX records_supportrequests_filter_reportid ON records_supportrequests ((doc #> '{reportId}'::text[]));
CREATE INDEX records_trackingevents_filter_accountid ON records_trackingevents ((doc #> '{accountId}'::text[]));
CREATE INDEX records_trackingevents_filter_moduleid ON records_trackingevents ((doc #> '{moduleId}'::text[]));
CREATE INDEX records_trackingevents_filter_reportid ON records_trackingevents ((doc #> '{reportId}'::text[]));
CREATE INDEX records_aifeedback_filter_accountid ON records_aifeedback ((doc #> '{accountId}'::text[]));

-- Sorts of the back office's lists of the collections that grow; a record without the field sorts last going up.
CREATE INDEX records_auditlog_sort_at ON records_auditlog ((nullif(doc #> '{at}'::text[], 'null'::jsonb)));
CREATE INDEX records_modules_sort_name ON records_modules ((nullif(doc #> '{name}'::text[], 'null'::jsonb)));
CREATE INDEX records_groups_sort_name ON records_groups ((nullif(doc #> '{name}'::text[], 'null'::jsonb)));
CREATE INDEX records_zbvorgs_sort_name ON records_zbvorgs ((nullif(doc #> '{name}'::text[], 'null'::jsonb)));
CREATE INDEX records_zbvaccounts_sort_username ON records_zbvaccounts ((nullif(doc #> '{username}'::text[], 'null'::jsonb)));
CREATE INDEX records_zbvaccounts_sort_lastname ON records_zbvaccounts ((nullif(doc #> '{lastName}'::text[], 'null'::jsonb)));
CREATE INDEX records_zbvaccounts_sort_firstname ON records_zbvaccounts ((nullif(doc #> '{firstName}'::text[], 'null'::jsonb)));
CREATE INDEX records_zbvaccounts_sort_email ON records_zbvaccounts ((nullif(doc #> '{email}'::text[], 'null'::jsonb)));
CREATE INDEX records_pbireports_sort_name ON records_pbireports ((nullif(doc #> '{name}'::text[], 'null'::jsonb)));

-- The back office's module filter asks both fields at once; they are not independent.
CREATE STATISTICS records_modules_active_moduletype (mcv)
  ON (doc #> '{active}'::text[]), (doc #> '{moduleType}'::text[]) FROM records_modules;

CREATE TRIGGER records_inserted AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
CREATE TRIGGER records_updated AFTER UPDATE ON records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
CREATE TRIGGER records_deleted AFTER DELETE ON records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
CREATE TRIGGER records_truncated BEFORE TRUNCATE ON records
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
ANALYZE records;

-- The check of 1764662460000_expect_highest_ids.sql one collection at a time: each step is planned for its own
-- partition, where one statement over all names planned every partition (2.5 ms for a session's first five calls).
CREATE OR REPLACE FUNCTION radar_expect_highest(names text[], highest numeric[], text_ids boolean[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    top_num_id numeric;
    present boolean;
  BEGIN
    FOR i IN 1 .. coalesce(array_length(names, 1), 0) LOOP
      SELECT num_id, true INTO top_num_id, present FROM records WHERE collection = names[i]
        ORDER BY num_id DESC NULLS FIRST LIMIT 1;
      IF coalesce(top_num_id, 0) <> highest[i] OR (present IS TRUE AND top_num_id IS NULL) <> text_ids[i] THEN
        RAISE EXCEPTION 'Die höchste id einer Sammlung hat sich seit dem letzten Stapel geändert.'
          USING ERRCODE = 'serialization_failure';
      END IF;
    END LOOP;
  END
  $$;

-- Down Migration
-- Back to one table with the list indexes and statistics of 1764489600000_list_indexes.sql.
ALTER TABLE records RENAME TO records_partitioned;
DROP TRIGGER records_inserted ON records_partitioned;
DROP TRIGGER records_updated ON records_partitioned;
DROP TRIGGER records_deleted ON records_partitioned;
DROP TRIGGER records_truncated ON records_partitioned;
ALTER TABLE records_partitioned DROP CONSTRAINT records_pkey;
DROP INDEX records_order, records_numeric_id, records_doc, records_search;

CREATE TABLE records (
  collection text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  doc jsonb NOT NULL,
  num_id numeric GENERATED ALWAYS AS (CASE WHEN jsonb_typeof(doc -> 'id') = 'number' THEN (doc ->> 'id')::numeric END) STORED,
  PRIMARY KEY (collection, id)
);
INSERT INTO records (collection, id, seq, doc) OVERRIDING SYSTEM VALUE
SELECT collection, id, seq, doc FROM records_partitioned ORDER BY seq;
SELECT setval(pg_get_serial_sequence('records', 'seq'), coalesce(max(seq), 0) + 1, false) FROM records;
DROP TABLE records_partitioned;

CREATE INDEX records_order ON records (collection, seq);
CREATE INDEX records_numeric_id ON records (collection, num_id);
CREATE INDEX records_doc ON records USING gin (doc) WITH (gin_pending_list_limit = 128);
CREATE INDEX records_search ON records USING gin (radar_search_text(doc) gin_trgm_ops);
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

CREATE TRIGGER records_inserted AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
CREATE TRIGGER records_updated AFTER UPDATE ON records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
CREATE TRIGGER records_deleted AFTER DELETE ON records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
CREATE TRIGGER records_truncated BEFORE TRUNCATE ON records
  FOR EACH STATEMENT EXECUTE FUNCTION radar_bump_collection_versions();
ANALYZE records;

CREATE OR REPLACE FUNCTION radar_expect_highest(names text[], highest numeric[], text_ids boolean[]) RETURNS void
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

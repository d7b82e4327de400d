import { z } from 'zod';
import { entity, idSchema, isoDateTimeSchema } from './common';
import { singleLine } from './singleLine';
import { cronProblem } from './cronRule';

export const reportVisualSchema = z.strictObject({
  kind: z.enum(['KPI', 'BAR', 'LINE', 'TABLE']),
  title: singleLine().min(1),
  /** Rows of the small fixture data set the local renderer draws. */
  data: z.array(z.record(z.string(), z.union([z.string(), z.number()]))).default([]),
});
export const reportPageSchema = z.strictObject({
  name: singleLine().min(1),
  displayName: singleLine().min(1),
  /** 0 = shown in the page list, 1 = hidden. */
  visibility: z.union([z.literal(0), z.literal(1)]),
  visuals: z.array(reportVisualSchema).default([]),
});
export const pbiReportSchema = entity({
  name: singleLine().min(1).max(200),
  groupName: singleLine().max(200).optional(),
  reportKey: singleLine().min(1).max(200),
  longId: singleLine().min(8).max(100),
  pbiAccountIds: z.array(idSchema).default([]),
  confluencePageId: singleLine().optional(),
  /** The report's id in Power BI, for accounts of kind POWER_BI (with the account's workspaceId). */
  powerBiReportId: singleLine().optional(),
  pages: z.array(reportPageSchema).default([]),
});
export type PbiReport = z.infer<typeof pbiReportSchema>;

export const pbiAccountKinds = ['LOCAL', 'POWER_BI'] as const;
export const subscriptionFrequencies = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;

export const pbiRoleSchema = entity({ name: z.string().min(1), description: z.string().optional() });
export const pbiAccountSchema = entity({
  displayname: singleLine().min(1).max(200),
  key: z.email(),
  sortPriority: z.number().int().default(0),
  kind: z.enum(pbiAccountKinds).default('LOCAL'),
  workspaceId: singleLine().optional(),
});
export const pbiAccountGroupSchema = entity({
  name: singleLine().min(1).max(200),
  pbiAccountIds: z.array(idSchema).default([]),
});
export const pbiRelationGroupAccountSchema = entity({ pbiAccountGroupId: idSchema, accountId: idSchema });
export const pbiReportFilterSchema = entity({
  reportId: idSchema,
  name: singleLine().min(1),
  table: singleLine().min(1),
  column: singleLine().min(1),
  values: z.array(singleLine()).default([]),
});
export const pbiReportSubscriptionSchema = entity({
  accountId: idSchema,
  moduleId: idSchema,
  reportId: idSchema,
  name: singleLine().min(1),
  frequency: z.enum(subscriptionFrequencies),
  active: z.boolean().default(true),
});
export const exportFormats = ['PDF', 'XLSX'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const pbiExportTemplateSchema = entity({
  reportId: idSchema,
  name: singleLine().min(1),
  pageNames: z.array(singleLine()).default([]),
  format: z.enum(exportFormats),
  filters: z.record(z.string(), z.string()).default({}),
});
export const pbiExportSchema = entity({
  templateId: idSchema,
  accountId: idSchema,
  name: singleLine().min(1),
  createdAt: isoDateTimeSchema,
});
export const pbiExportDetailSchema = entity({
  exportId: idSchema,
  jobId: idSchema.optional(),
  /**
   * Names the stored file: chosen by the server at random, so runs finishing at once on two instances never write
   * the same name (decision 102). A record from before has none; its file is named after its id.
   */
  fileKey: z.uuid().optional(),
  fileName: singleLine().min(1),
  format: z.enum(exportFormats),
  size: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
});
export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export const pbiExportJobSchema = entity({
  exportId: idSchema,
  status: z.enum(jobStatuses),
  scheduledFor: isoDateTimeSchema,
  startedAt: isoDateTimeSchema.optional(),
  finishedAt: isoDateTimeSchema.optional(),
  error: z.string().optional(),
  attempt: z.number().int().min(1).default(1),
});
export type PbiExportJob = z.infer<typeof pbiExportJobSchema>;
export const pbiExportScheduleSchema = entity({
  exportId: idSchema,
  /** Five fields: minute hour day-of-month month day-of-week. */
  cron: z
    .string()
    .min(9)
    .max(100)
    .superRefine((cron, ctx) => {
      const problem = cronProblem(cron);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  active: z.boolean().default(true),
  timezone: singleLine().default('Europe/Berlin'),
  /** The last slot the scheduler started a job for; a restart neither repeats it nor skips the next one. */
  lastRunAt: isoDateTimeSchema.optional(),
});
export type PbiExportSchedule = z.infer<typeof pbiExportScheduleSchema>;
export const exportJobSchema = entity({
  name: singleLine().min(1),
  status: z.enum(jobStatuses),
  startedAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.optional(),
  records: z.number().int().nonnegative().default(0),
  message: z.string().optional(),
});

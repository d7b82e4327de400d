import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common';
import { reportPageSchema } from '../pbi';

/** An id as it arrives in a query string. */
export const queryIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'Ungültige Kennung');
/** `?moduleId=&reportId=`: a report as opened inside one module. */
export const reportRefQuerySchema = z.object({ moduleId: queryIdSchema, reportId: queryIdSchema });

export const embedQuerySchema = reportRefQuerySchema.extend({ pbiAccountId: queryIdSchema });
/** The filter-definitions call names the account too, though a report's filters are the same for all of them. */
export const filterDefinitionsQuerySchema = embedQuerySchema;
/** One filter definition of a report (spec: fields not shown; ours are a name and the filtered column's values). */
export const filterDefinitionSchema = z.object({
  id: idSchema,
  name: z.string(),
  table: z.string(),
  column: z.string(),
  values: z.array(z.string()),
});
export type FilterDefinition = z.infer<typeof filterDefinitionSchema>;
export const filterDefinitionListSchema = z.array(filterDefinitionSchema);
export const shortLinkQuerySchema = z.object({ reportViewLongId: z.string().min(1).max(100) });
/** The answer of the short-link call: where the report opens for this user. */
export const shortLinkTargetSchema = z.object({ moduleId: idSchema, reportId: idSchema });
export type ShortLinkTarget = z.infer<typeof shortLinkTargetSchema>;

/** One account-specific entry of `GET /api/v1/report/pbi/info` (docs/requirements/entities.md, report info). */
export const reportInfoSchema = z.object({
  pbiAccountId: idSchema,
  pbiAccountDetails: z.object({ displayname: z.string(), key: z.string(), sortPriority: z.number() }),
  moduleId: idSchema,
  reportId: idSchema,
  reportName: z.string(),
  moduleName: z.string(),
  modulePresentationName: z.string().optional(),
  external: z.boolean(),
  bookmark: z.string().optional(),
  confluenceOriginalPageId: z.string().optional(),
  reportKey: z.string(),
});
export type ReportInfo = z.infer<typeof reportInfoSchema>;
export const reportInfoListSchema = z.array(reportInfoSchema);

/** An account the user may open a report with, as the selector offers it (docs/requirements/entities.md). */
export interface AccountOption {
  id: ReportInfo['pbiAccountId'];
  name: string;
  email: string;
  sortPriority: number;
}

/**
 * How the browser draws a report for one account (our design of the embed call): a local account's pages
 * from db.json, or what Power BI's JavaScript client needs, with the embed token and when it expires.
 */
export const embedConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('LOCAL'), pages: z.array(reportPageSchema) }),
  z.object({
    kind: z.literal('POWER_BI'),
    reportId: z.string(),
    embedUrl: z.url(),
    accessToken: z.string(),
    expiresAt: isoDateTimeSchema,
  }),
]);
export type EmbedConfig = z.infer<typeof embedConfigSchema>;
export type PowerBiEmbedConfig = Extract<EmbedConfig, { kind: 'POWER_BI' }>;

import { z } from 'zod';
import { isoDateSchema } from './common';
import { singleLine } from './singleLine';

/** The longest range the usage page may ask for at once, in days (from and to included). */
export const MAX_USAGE_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (plain calendar days, no time zone involved). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Query of `GET /admin/usage/reports`: a range of calendar days (Europe/Berlin), optionally one report's pages. */
export const reportUsageQuerySchema = z
  .strictObject({
    from: isoDateSchema,
    to: isoDateSchema,
    reportId: singleLine().min(1).max(200).optional(),
  })
  .superRefine(({ from, to }, context) => {
    // zod runs this refinement even after a field failed; a wrong day is reported once, on its own field.
    if (!isoDateSchema.safeParse(from).success || !isoDateSchema.safeParse(to).success) return;
    const days = daysBetween(from, to);
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'Das Ende liegt vor dem Beginn.' });
    else if (days > MAX_USAGE_RANGE_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Der Zeitraum darf höchstens ${MAX_USAGE_RANGE_DAYS} Tage umfassen.`,
      });
  });
export type ReportUsageQuery = z.infer<typeof reportUsageQuerySchema>;

const countSchema = z.number().int().nonnegative();
const reportRefSchema = { reportId: z.string(), reportName: z.string() };

export const reportUsageSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  /** Every calendar day of the range, in order; the index into each series' `views`. */
  days: z.array(isoDateSchema),
  totals: z.object({ views: countSchema, users: countSchema, accountChanges: countSchema }),
  /** Page views per day, one series per report with views in the range, most viewed first. */
  daily: z.array(z.object({ ...reportRefSchema, views: z.array(countSchema) })),
  /** Reports with any event in the range, most viewed first. */
  topReports: z.array(
    z.object({
      ...reportRefSchema,
      views: countSchema,
      users: countSchema,
      accountChanges: countSchema,
      medianLoadMs: z.number().nullable(),
      medianRenderMs: z.number().nullable(),
    }),
  ),
  /** Page views per organisation of the viewing user (as it is now), most first. */
  organisations: z.array(z.object({ orgId: z.string().nullable(), orgName: z.string(), views: countSchema })),
  /** The asked report's page views per page (in total and per day of `days`), most first; only with `reportId`. */
  pages: z
    .array(z.object({ pageName: z.string(), pageLabel: z.string(), views: countSchema, daily: z.array(countSchema) }))
    .optional(),
});
export type ReportUsage = z.infer<typeof reportUsageSchema>;

import { z } from 'zod';
import { idSchema } from '../schemas/common';

/** One account-specific entry of `GET /api/v1/report/pbi/info` (spec section 3, report info). */
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

/** An account the user may open a report with, as the selector offers it (spec section 3). */
export interface AccountOption {
  id: ReportInfo['pbiAccountId'];
  name: string;
  email: string;
  sortPriority: number;
}

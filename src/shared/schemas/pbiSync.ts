import { z } from 'zod';
import './germanValidation';

/** docs/requirements/entities.md, sync result page: the answer of `POST /sync/pbi?page={n}`. */
export const pbiSyncPageSchema = z.object({
  finished: z.boolean(),
  page: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  /** Reports synchronised on this page. */
  size: z.number().int().nonnegative(),
});
export type PbiSyncPage = z.infer<typeof pbiSyncPageSchema>;

/** docs/requirements/behaviour.md: the reports synchronised up to and including this page. */
export const pbiSyncedCount = ({ page, pageSize, size }: PbiSyncPage): number => page * pageSize + size;

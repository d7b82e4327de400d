import { format, isValid, parse, subDays } from 'date-fns';
import { reportUsageQuerySchema, type ReportUsageQuery } from '@shared/schemas';

const ISO_DAY = 'yyyy-MM-dd';

/** The default range: the last 30 days, today included. */
export const lastThirtyDays = (today: Date): { from: Date; to: Date } => ({ from: subDays(today, 29), to: today });

/** The query for two picked dates, or null while one is empty, invalid or the range is refused by the schema. */
export function usageQueryOf(from: Date | null, to: Date | null, reportId?: string): ReportUsageQuery | null {
  if (!from || !to || !isValid(from) || !isValid(to)) return null;
  const parsed = reportUsageQuerySchema.safeParse({
    from: format(from, ISO_DAY),
    to: format(to, ISO_DAY),
    ...(reportId === undefined ? {} : { reportId }),
  });
  return parsed.success ? parsed.data : null;
}

/** 'YYYY-MM-DD' as the German '23.11.2026' (short: '23.11.'). */
export function dayLabel(day: string, short = false): string {
  const date = parse(day, ISO_DAY, new Date());
  return format(date, short ? 'dd.MM.' : 'dd.MM.yyyy');
}

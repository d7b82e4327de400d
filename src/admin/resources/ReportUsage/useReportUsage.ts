import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { ReportUsageQuery } from '@shared/schemas';
import { fetchReportUsage } from './usageApi';

/** The usage of the chosen range; nothing is asked while the range is invalid (null). */
export function useReportUsage(query: ReportUsageQuery | null) {
  return useQuery({
    queryKey: ['reportUsage', query],
    queryFn: query ? () => fetchReportUsage(query) : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

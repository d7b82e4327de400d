export {
  createRadarQueryClient,
  queryErrorAlert,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_DELAY_MS,
  SUSPENSE_STALE_TIME_MS,
} from './queryClient';
export { RadarQueryProvider } from './RadarQueryProvider';

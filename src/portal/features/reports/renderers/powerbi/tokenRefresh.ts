import { useEffect, useEffectEvent } from 'react';

/** Embed tokens are renewed this long before they expire, without reloading the report. */
export const TOKEN_REFRESH_LEAD_MS = 10 * 60 * 1000;

/** Milliseconds from `now` until a token expiring at `expiresAt` is due for renewal (0: at once). */
export const refreshDelay = (expiresAt: string, now = Date.now()): number =>
  Math.max(0, Date.parse(expiresAt) - TOKEN_REFRESH_LEAD_MS - now);

/** Calls `renew` when the token expiring at `expiresAt` is due; a new expiry schedules the next renewal. */
export function useTokenRefresh(expiresAt: string | undefined, renew: () => void): void {
  const onDue = useEffectEvent(renew);
  useEffect(() => {
    if (expiresAt === undefined) return undefined;
    const timer = setTimeout(() => onDue(), refreshDelay(expiresAt));
    return () => clearTimeout(timer);
  }, [expiresAt]);
}

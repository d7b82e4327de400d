import { useEffect } from 'react';
import { useClientConfig } from './api/getClientConfig';
import { canonicalRedirectTarget } from './canonicalOrigin';

/** When the server names a canonical origin other than this one, the browser moves to the same path there. */
export function useCanonicalOriginRedirect(): void {
  const { data } = useClientConfig();
  useEffect(() => {
    const target = canonicalRedirectTarget(data?.canonicalOrigin ?? null, window.location);
    if (target) window.location.replace(target);
  }, [data]);
}

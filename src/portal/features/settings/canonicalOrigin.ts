interface CurrentLocation {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

/** Where to send the browser: the same path on the canonical origin, or null when it is already there (or none is set). */
export const canonicalRedirectTarget = (canonicalOrigin: string | null, location: CurrentLocation): string | null =>
  canonicalOrigin && canonicalOrigin !== location.origin
    ? `${canonicalOrigin}${location.pathname}${location.search}${location.hash}`
    : null;

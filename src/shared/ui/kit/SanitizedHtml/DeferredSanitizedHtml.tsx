import { useEffect, useMemo, useState } from 'react';
import { HtmlContent } from './HtmlContent';
import type { SanitizedHtmlProps } from './SanitizedHtml';

type Sanitize = (html: string) => string;
let loaded: Sanitize | undefined;

/** Loads the sanitiser (DOMPurify, about 10 kB gzip) once; later calls get the same module. */
export const loadSanitizer = (): Promise<Sanitize> =>
  import('./sanitizeHtml').then(({ sanitizeHtml }) => (loaded = sanitizeHtml));

/**
 * SanitizedHtml for screens of the portal's first load: the sanitiser loads on demand and nothing is shown until
 * it is there. Import this file directly (the folder's index brings DOMPurify along) and call `loadSanitizer()`
 * when the screen's module loads, so it arrives beside the first requests, before the HTML they bring.
 */
export function DeferredSanitizedHtml({ html, ...props }: SanitizedHtmlProps) {
  const [sanitize, setSanitize] = useState(() => loaded);
  useEffect(() => {
    if (!sanitize) void loadSanitizer().then((ready) => setSanitize(() => ready));
  }, [sanitize]);
  const clean = useMemo(() => sanitize?.(html), [sanitize, html]);
  return clean === undefined ? null : <HtmlContent clean={clean} {...props} />;
}

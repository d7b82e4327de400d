const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whitelisted-URL patterns with `*` as wildcard: inside the host a `*` stands for any run of host characters,
 * after it for anything. A URL that does not parse, or is not http(s), is never allowed.
 */
export function whitelistMatcher(patterns: string[]): (url: string) => boolean {
  const expressions = patterns.map((pattern) => {
    const hostEnd = pattern.indexOf('/', pattern.indexOf('//') + 2);
    const host = hostEnd < 0 ? pattern : pattern.slice(0, hostEnd);
    const rest = hostEnd < 0 ? '' : pattern.slice(hostEnd);
    const source = escape(host).replaceAll('*', '[a-z0-9-]*(?:\\.[a-z0-9-]+)*') + escape(rest).replaceAll('*', '.*');
    return new RegExp(`^${source}$`, 'i');
  });
  return (url) => {
    let href: string;
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
      href = parsed.href;
    } catch {
      return false;
    }
    return expressions.some((expression) => expression.test(href));
  };
}

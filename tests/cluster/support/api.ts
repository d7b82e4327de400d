import { API_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import type { TokenSet } from '@server/auth/oidcClient';
import { bearer } from '@server/testing/signIn';

/** A JSON POST with a user's token; answers the response. */
export const postJson = (url: string, tokens: TokenSet, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { ...bearer(tokens), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A GET with a user's token; answers the parsed body, failing on any status but 200. */
export async function getJson<T>(url: string, tokens: TokenSet): Promise<T> {
  const response = await fetch(url, { headers: bearer(tokens) });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The ids of the modules on a user's dashboard, as the given instance (or the balancer) computes them. */
export async function dashboardModuleIds(baseUrl: string, tokens: TokenSet): Promise<string[]> {
  const page = await getJson<{ content: { moduleDto: { id: number | string } }[] }>(
    `${baseUrl}${API_BASE}${portalApiPaths.modules}?size=1000`,
    tokens,
  );
  return page.content.map((entry) => String(entry.moduleDto.id));
}

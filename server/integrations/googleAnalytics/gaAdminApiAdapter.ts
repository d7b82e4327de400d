import { z } from 'zod';
import { gaRoleOf, type GaAccessChange, type GaAdminAdapter } from './gaAdminAdapter';

export type TokenSource = () => Promise<string>;

const TIMEOUT_MS = 20_000;

const bindingList = z.object({
  accessBindings: z.array(z.object({ name: z.string(), user: z.string().optional() })).default([]),
  nextPageToken: z.string().optional(),
});

/**
 * The Google Analytics Admin API (v1alpha access bindings): a grant creates a binding of the user's e-mail
 * with the predefined role; a revoke deletes every binding of that e-mail on the property (none is fine).
 */
export function createGaAdminApiAdapter(
  apiUrl: string,
  token: TokenSource,
  fetchImpl: typeof fetch = fetch,
): GaAdminAdapter {
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const url = `${apiUrl}/${path}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        ...init,
        headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`Google Analytics Admin API nicht erreichbar (${url}): ${String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) {
      const detail = /"message"\s*:\s*"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 300);
      throw new Error(`Google Analytics Admin API antwortete ${response.status}: ${detail}`);
    }
    return text ? (JSON.parse(text) as unknown) : {};
  }

  const property = (change: GaAccessChange) => `properties/${encodeURIComponent(change.propertyId)}`;

  return {
    kind: 'google',
    async grant(change) {
      await call(`${property(change)}/accessBindings`, {
        method: 'POST',
        body: JSON.stringify({ user: change.email, roles: [gaRoleOf(change.access)] }),
      });
    },
    async revoke(change) {
      const names: string[] = [];
      let pageToken: string | undefined;
      do {
        const query = new URLSearchParams({ pageSize: '200', ...(pageToken ? { pageToken } : {}) });
        const page = bindingList.parse(await call(`${property(change)}/accessBindings?${query}`));
        const wanted = change.email.toLowerCase();
        names.push(...page.accessBindings.filter((b) => b.user?.toLowerCase() === wanted).map((b) => b.name));
        pageToken = page.nextPageToken || undefined;
      } while (pageToken);
      for (const name of names) await call(name, { method: 'DELETE' });
    },
  };
}

import { z } from 'zod';
import type { PowerBiEmbedConfig } from '@shared/portalApi';

export interface PowerBiSettings {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** Microsoft Entra ID, where the service principal gets its token. */
  authorityUrl: string;
  /** The Power BI REST API. */
  apiUrl: string;
}

export class PowerBiError extends Error {
  constructor(
    readonly code: 'PBI_UNREACHABLE' | 'PBI_REFUSED' | 'PBI_ANSWER_INVALID',
    message: string,
  ) {
    super(message);
    this.name = 'PowerBiError';
  }
}

const TIMEOUT_MS = 20_000;
/** A service-principal token is renewed this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;
const POWER_BI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.coerce.number() });
const reportAnswer = z.object({ id: z.string(), embedUrl: z.url() });
const embedTokenAnswer = z.object({ token: z.string(), expiration: z.iso.datetime({ offset: true }) });

/** One Power BI (or Entra ID) call: its answer checked by the schema, every failure a PowerBiError. */
export async function callPowerBi<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new PowerBiError('PBI_UNREACHABLE', `Power BI nicht erreichbar (${url}): ${String(error)}`);
  }
  if (!response.ok) {
    throw new PowerBiError('PBI_REFUSED', `Power BI antwortete ${response.status} auf ${url}.`);
  }
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new PowerBiError('PBI_ANSWER_INVALID', `Unerwartete Antwort von ${url}.`);
  return parsed.data;
}

/**
 * Embed configurations for Power BI reports, obtained with a service principal (client credentials): the
 * principal's token is cached until shortly before it expires; every embed token is fresh and view-only.
 */
export function createPowerBiClient(settings: PowerBiSettings, now: () => number = Date.now) {
  let principal: { token: string; expiresAt: number } | undefined;

  async function principalToken(): Promise<string> {
    if (principal && principal.expiresAt - TOKEN_MARGIN_MS > now()) return principal.token;
    const answer = await callPowerBi(
      `${settings.authorityUrl}/${encodeURIComponent(settings.tenantId)}/oauth2/v2.0/token`,
      {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          scope: POWER_BI_SCOPE,
        }),
      },
      tokenAnswer,
    );
    principal = { token: answer.access_token, expiresAt: now() + answer.expires_in * 1000 };
    return principal.token;
  }

  return {
    /** The service principal's bearer token (cached), for the other REST calls (PBI sync catalogue, export-to-file). */
    accessToken: principalToken,
    async embedConfig(workspaceId: string, reportId: string): Promise<PowerBiEmbedConfig> {
      const headers = { Authorization: `Bearer ${await principalToken()}`, 'Content-Type': 'application/json' };
      const base = `${settings.apiUrl}/v1.0/myorg/groups/${encodeURIComponent(workspaceId)}/reports/${encodeURIComponent(reportId)}`;
      const report = await callPowerBi(base, { headers }, reportAnswer);
      const embedToken = await callPowerBi(
        `${base}/GenerateToken`,
        { method: 'POST', headers, body: JSON.stringify({ accessLevel: 'View' }) },
        embedTokenAnswer,
      );
      return {
        kind: 'POWER_BI',
        reportId: report.id,
        embedUrl: report.embedUrl,
        accessToken: embedToken.token,
        expiresAt: embedToken.expiration,
      };
    },
  };
}

export type PowerBiClient = ReturnType<typeof createPowerBiClient>;

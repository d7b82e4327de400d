import { resolve } from 'node:path';
import { z } from 'zod';
import type { PowerBiSettings } from './integrations/powerbi/powerBiClient';
import { trustProxySchema, type TrustProxy } from './security/trustedProxy';

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080).describe('Port the one server listens on.'),
  HOST: z.string().default('localhost').describe('Interface the server listens on.'),
  DB_FILE: z
    .string()
    .default('.data/db.json')
    .describe(
      'The data file (db.json format), its journal beside it; created from the tracked db.json on first start.',
    ),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('PostgreSQL instead of DB_FILE for the data API (docs/operations.md, PostgreSQL); unset: db.json.'),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2)
    .max(100)
    .default(10)
    .describe(
      'With DATABASE_URL: connections of the one pool of each instance; it holds one more for LISTEN. Set max_connections to at least instances × (this + 1) plus room for migrations and db:import.',
    ),
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('production: the embedded development sign-in needs DEV_IDP_ENABLED=true (or OIDC_ISSUER is required).'),
  CORS_ORIGIN: z.string().optional().describe('Origin allowed to call the API from another site; none by default.'),
  SERVE: z
    .enum(['build', 'vite', 'none'])
    .default('build')
    .describe('build: the production build (`npm start`); vite: Vite middleware (`npm run dev`); none: API only.'),
  PUBLIC_URL: z.url().optional().describe('The address users reach the portal at; default http://localhost:<port>.'),
  CANONICAL_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      'The one origin the portal should be used at; a browser on another origin is sent to it. None by default.',
    ),
  TRUST_PROXY: trustProxySchema.describe(
    'Proxies whose X-Forwarded-For/-Proto/-Host count: loopback, false, a hop count or addresses/CIDRs (comma list).',
  ),
  OIDC_ISSUER: z
    .url()
    .optional()
    .describe('An external OpenID provider (e.g. Keycloak); without it the embedded development provider runs.'),
  OIDC_CLIENT_ID: z.string().min(1).default('radar-portal').describe('Client id of the portal at the OpenID provider.'),
  OIDC_CLIENT_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe('Client secret of the portal at an external OpenID provider.'),
  OIDC_AUDIENCE: z
    .string()
    .min(1)
    .optional()
    .describe('Expected `aud` of access tokens from an external provider; default the client id.'),
  OIDC_SCOPE: z.string().default('openid profile email').describe('Scopes the portal asks the OpenID provider for.'),
  OIDC_USERNAME_CLAIM: z
    .string()
    .regex(/^[\w.:-]+$/)
    .default('preferred_username')
    .describe(
      "Claim of an external provider's access tokens whose value is the account's `username` (docs/sign-in.md).",
    ),
  DEV_IDP_ENABLED: z
    .enum(['true', 'false'])
    .default('false')
    .describe('Allows the embedded development provider when NODE_ENV=production.'),
  DEV_IDP_PASSWORD: z
    .string()
    .min(1)
    .default('test')
    .describe('The one password of every fixture user at the embedded development provider.'),
  DEV_IDP_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(10)
    .max(86400)
    .default(900)
    .describe('Lifetime of access and id tokens from the embedded provider, in seconds.'),
  ZBV_SOURCE_URL: z
    .url()
    .optional()
    .describe('Export URL of the ZBV; without it the server serves its local fixture source.'),
  MEDIA_DIR: z
    .string()
    .default('.data/media')
    .describe(
      'Folder of module images and manual attachments (uploads, Confluence sync); created from server/media on first start. With DATABASE_URL uploaded module images and synced attachments go to PostgreSQL; the folder keeps the shipped media and attachments.',
    ),
  PBI_TENANT_ID: z
    .string()
    .min(1)
    .optional()
    .describe('Service principal for Power BI embed tokens; all three or none.'),
  PBI_CLIENT_ID: z.string().min(1).optional().describe('Client id of the Power BI service principal.'),
  PBI_CLIENT_SECRET: z.string().min(1).optional().describe('Client secret of the Power BI service principal.'),
  PBI_AUTHORITY_URL: z
    .url()
    .default('https://login.microsoftonline.com')
    .describe('Microsoft Entra authority the Power BI token is requested from.'),
  PBI_API_URL: z.url().default('https://api.powerbi.com').describe('Power BI REST API.'),
  PBI_SYNC_PAGE_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .default(20)
    .describe('Reports per page of POST /sync/pbi (each report costs one call for its pages).'),
  PBI_LOCAL_REPORTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10000)
    .default(8)
    .describe('Reports per workspace served by the local Power BI-shaped source (development and tests).'),
  PBI_LOCAL_FAILING_REPORTS: z
    .string()
    .regex(/^(\d+(,\d+)*)?$/, 'Kommagetrennte Berichtsnummern, z. B. 7,12')
    .default('')
    .describe(
      'Numbers (1-based, per workspace) of local reports whose page list answers 500, to try a failing sync page.',
    ),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe(
      'SMTP server for support mail (smtp://user:pass@host:port or smtps://\u2026); without it mail goes to the outbox folder.',
    ),
  MAIL_OUTBOX_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Folder of .eml files written instead of sending when SMTP_URL is not set; default .tmp/mail-outbox beside DB_FILE.',
    ),
  SUPPORT_SPOOL_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Folder keeping each support request's composed message until it is delivered; default .tmp/support-spool beside DB_FILE. Not used with DATABASE_URL (the messages wait in PostgreSQL).",
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Kommunikationswelt Radar <radar-noreply@sparkassen-portal.example>')
    .describe('Sender of support mail.'),
  SUPPORT_MAILBOX: z
    .email()
    .default('radar-support@sparkassen-portal.example')
    .describe('The fixed shared support mailbox: recipient when the contact information names no address.'),
  SUPPORT_RETRY_DELAYS: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'Kommagetrennte Sekunden, z. B. 30,60,300')
    .default('30,60,300,900,3600')
    .describe('Seconds between delivery attempts of a support request; the last value repeats for ever.'),
  EXPORT_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Folder of the files report exports produce; default .tmp/exports beside DB_FILE. Not used with DATABASE_URL (the files live in PostgreSQL).',
    ),
  CONFLUENCE_BASE_URL: z
    .url()
    .optional()
    .describe(
      'Confluence (Server/Data Center REST API) the manual is synchronised from; without it the local source runs.',
    ),
  CONFLUENCE_TOKEN: z
    .string()
    .min(1)
    .optional()
    .describe('Personal access token for Confluence (sent as bearer token).'),
  CONFLUENCE_ROOT_PAGE_ID: z
    .string()
    .regex(/^\d+$/)
    .default('1000')
    .describe("Id of the manual's root page in Confluence."),
  CONFLUENCE_LOCAL_SPACE_FILE: z
    .string()
    .optional()
    .describe('Fixture space served by the local Confluence-compatible source (development and tests).'),
  AI_BASE_URL: z
    .url()
    .optional()
    .describe(
      'An OpenAI-compatible endpoint (\u2026/v1) for generated answers; without it the assistant answers by retrieval.',
    ),
  AI_API_KEY: z.string().min(1).optional().describe('API key of the AI endpoint (sent as bearer token).'),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini').describe('Model name sent to the AI endpoint.'),
  GA_ADMIN_API_URL: z
    .url()
    .default('https://analyticsadmin.googleapis.com/v1alpha')
    .describe('Google Analytics Admin API; used once a token source is configured.'),
  GA_SERVICE_ACCOUNT_FILE: z
    .string()
    .min(1)
    .optional()
    .describe('JSON key file of a Google service account allowed to manage users of the properties.'),
  GA_LOCAL_LOG_FILE: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Without GA_SERVICE_ACCOUNT_FILE the local adapter appends what it would do here; default .tmp/ga-local-adapter.jsonl beside DB_FILE.',
    ),
  GA_RETRY_DELAYS: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'Kommagetrennte Sekunden, z. B. 60,300')
    .default('60,300,900,3600')
    .describe('Seconds before the 2nd, 3rd, \u2026 attempt of a failed GA queue entry.'),
  GA_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(5)
    .describe('After this many failed attempts an entry stays failed until someone retries it.'),
  GA_WORKER_INTERVAL: z.coerce
    .number()
    .min(0.05)
    .max(3600)
    .default(5)
    .describe('Seconds between two looks of the GA worker at its queue.'),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(10_000)
    .describe(
      'On SIGTERM/SIGINT: how long requests in flight may take to finish before their connections are cut (ms).',
    ),
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(3000)
    .describe(
      "On SIGTERM: how long readiness answers DOWN while the port still serves, before it closes (ms); at least the balancer's check interval times its fall count. SIGINT skips it.",
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe(
      'Least severity written to the log (stdout): info logs every API call; debug adds health probes and web files.',
    ),
  LOG_FORMAT: z
    .enum(['json', 'pretty'])
    .default('json')
    .describe('json: one JSON object per line (production); pretty: readable lines via pino-pretty (`npm run dev`).'),
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe(
      'Bearer token that lets Prometheus read GET /metrics from another machine (at least 16 characters); without it only a caller on the same machine may.',
    ),
  RATE_LIMIT_SCALE: z.coerce
    .number()
    .min(0)
    .max(1000)
    .default(1)
    .describe('Multiplies every abuse limit (sign-in, support, AI, sync); 0 switches them off.'),
});

export interface MailConfig {
  smtpUrl?: string;
  from: string;
  supportMailbox: string;
  /** Undefined: `.tmp/mail-outbox` beside the data file. */
  outboxDir?: string;
  /** Undefined: `.tmp/support-spool` beside the data file. */
  spoolDir?: string;
  /** Wait before the 2nd, 3rd, … delivery attempt; the last value repeats. */
  retryDelaysMs: number[];
}

export type OidcConfig =
  | {
      kind: 'external';
      issuer: string;
      clientId: string;
      clientSecret: string;
      audience: string;
      scope: string;
      usernameClaim: string;
    }
  | { kind: 'embedded'; clientId: string; clientSecret: string; password: string; tokenTtl: number };

export type ServerConfig = {
  port: number;
  host: string;
  dbFile: string;
  databaseUrl?: string;
  /** Connections of the instance's one PostgreSQL pool (with databaseUrl; one more is its LISTEN connection). */
  databasePoolSize: number;
  publicUrl?: string;
  corsOrigin?: string;
  canonicalOrigin?: string;
  trustProxy: TrustProxy;
  serve: 'build' | 'vite' | 'none';
  production: boolean;
  oidc: OidcConfig;
  /** Where POST /sync/zbv fetches the ZBV export; undefined: the local source on loopback. */
  zbvSourceUrl?: string;
  mediaDir: string;
  /** Undefined: reports of Power BI accounts cannot be embedded (local accounts always can). */
  powerBi?: PowerBiSettings;
  pbiSync: PbiSyncConfig;
  mail: MailConfig;
  /** Undefined: `.tmp/exports` beside the data file. */
  exportDir?: string;
  confluence: ConfluenceConfig;
  ai: AiConfig;
  ga: GaConfig;
  /** Factor on every rate limit; 0: none. */
  rateLimitScale: number;
  /** Lets a caller from elsewhere read `/metrics` (a caller on this machine always may). */
  metricsToken?: string;
  shutdownTimeoutMs: number;
  /** On SIGTERM: readiness DOWN this long before the port closes, so the balancer stops sending first. */
  shutdownDrainDelayMs: number;
};

function readPowerBiSettings(e: z.infer<typeof envSchema>): PowerBiSettings | undefined {
  const given = [e.PBI_TENANT_ID, e.PBI_CLIENT_ID, e.PBI_CLIENT_SECRET].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!e.PBI_TENANT_ID || !e.PBI_CLIENT_ID || !e.PBI_CLIENT_SECRET) {
    throw new Error('PBI_TENANT_ID, PBI_CLIENT_ID und PBI_CLIENT_SECRET werden nur zusammen gesetzt.');
  }
  return {
    tenantId: e.PBI_TENANT_ID,
    clientId: e.PBI_CLIENT_ID,
    clientSecret: e.PBI_CLIENT_SECRET,
    authorityUrl: e.PBI_AUTHORITY_URL.replace(/\/$/, ''),
    apiUrl: e.PBI_API_URL.replace(/\/$/, ''),
  };
}

export type PbiSyncConfig = {
  pageSize: number;
  /** The local source, used when `powerBi` is undefined. */
  localReports: number;
  localFailingReports: number[];
};

export type ConfluenceConfig = {
  /** undefined: the local Confluence-compatible source on loopback serving `localSpaceFile`. */
  baseUrl?: string;
  token?: string;
  rootPageId: string;
  localSpaceFile?: string;
};

export type GaConfig = {
  apiUrl: string;
  /** undefined: the local adapter writing to `localLogFile`. */
  serviceAccountFile?: string;
  /** Undefined: `.tmp/ga-local-adapter.jsonl` beside the data file. */
  localLogFile?: string;
  retryDelaysMs: number[];
  maxAttempts: number;
  intervalMs: number;
};

export type AiConfig = { baseUrl?: string; apiKey?: string; model: string };

function readOidcConfig(e: z.infer<typeof envSchema>): OidcConfig {
  if (e.OIDC_ISSUER) {
    if (!e.OIDC_CLIENT_SECRET) throw new Error('OIDC_ISSUER ist gesetzt, OIDC_CLIENT_SECRET fehlt.');
    return {
      kind: 'external',
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      audience: e.OIDC_AUDIENCE ?? e.OIDC_CLIENT_ID,
      scope: e.OIDC_SCOPE,
      usernameClaim: e.OIDC_USERNAME_CLAIM,
    };
  }
  if (e.NODE_ENV === 'production' && e.DEV_IDP_ENABLED !== 'true') {
    throw new Error(
      'NODE_ENV=production ohne OIDC_ISSUER: der eingebaute Entwicklungs-Identitätsanbieter läuft in Produktion ' +
        'nur mit DEV_IDP_ENABLED=true. Bitte einen echten Anbieter konfigurieren (siehe README).',
    );
  }
  return {
    kind: 'embedded',
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET ?? 'radar-dev-secret',
    password: e.DEV_IDP_PASSWORD,
    tokenTtl: e.DEV_IDP_TOKEN_TTL,
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Ungültige Umgebungsvariablen:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dbFile: resolve(e.DB_FILE),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    corsOrigin: e.CORS_ORIGIN,
    canonicalOrigin: e.CANONICAL_ORIGIN === undefined ? undefined : new URL(e.CANONICAL_ORIGIN).origin,
    trustProxy: e.TRUST_PROXY,
    oidc: readOidcConfig(e),
    serve: e.SERVE,
    production: e.NODE_ENV === 'production',
    zbvSourceUrl: e.ZBV_SOURCE_URL,
    mediaDir: resolve(e.MEDIA_DIR),
    powerBi: readPowerBiSettings(e),
    pbiSync: {
      pageSize: e.PBI_SYNC_PAGE_SIZE,
      localReports: e.PBI_LOCAL_REPORTS,
      localFailingReports: e.PBI_LOCAL_FAILING_REPORTS.split(',').filter(Boolean).map(Number),
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      supportMailbox: e.SUPPORT_MAILBOX,
      outboxDir: e.MAIL_OUTBOX_DIR === undefined ? undefined : resolve(e.MAIL_OUTBOX_DIR),
      spoolDir: e.SUPPORT_SPOOL_DIR === undefined ? undefined : resolve(e.SUPPORT_SPOOL_DIR),
      retryDelaysMs: e.SUPPORT_RETRY_DELAYS.split(',').map((seconds) => Math.round(Number(seconds) * 1000)),
    },
    exportDir: e.EXPORT_DIR === undefined ? undefined : resolve(e.EXPORT_DIR),
    confluence: {
      baseUrl: e.CONFLUENCE_BASE_URL?.replace(/\/$/, ''),
      token: e.CONFLUENCE_TOKEN,
      rootPageId: e.CONFLUENCE_ROOT_PAGE_ID,
      localSpaceFile: e.CONFLUENCE_LOCAL_SPACE_FILE === undefined ? undefined : resolve(e.CONFLUENCE_LOCAL_SPACE_FILE),
    },
    ai: { baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL },
    ga: {
      apiUrl: e.GA_ADMIN_API_URL.replace(/\/$/, ''),
      serviceAccountFile: e.GA_SERVICE_ACCOUNT_FILE === undefined ? undefined : resolve(e.GA_SERVICE_ACCOUNT_FILE),
      localLogFile: e.GA_LOCAL_LOG_FILE === undefined ? undefined : resolve(e.GA_LOCAL_LOG_FILE),
      retryDelaysMs: e.GA_RETRY_DELAYS.split(',').map((seconds) => Math.round(Number(seconds) * 1000)),
      maxAttempts: e.GA_MAX_ATTEMPTS,
      intervalMs: Math.round(e.GA_WORKER_INTERVAL * 1000),
    },
    rateLimitScale: e.RATE_LIMIT_SCALE,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainDelayMs: e.SHUTDOWN_DRAIN_DELAY_MS,
  };
}

/**
 * The one address of the portal: issuer, redirect URIs and cookies live under it. A canonical origin other than
 * its own would send browsers to a host where sign-in cannot finish, so that is refused at start.
 */
export function publicUrlOf(config: ServerConfig, port: number): string {
  const publicUrl = config.publicUrl ?? `http://localhost:${port}`;
  if (config.canonicalOrigin && config.canonicalOrigin !== new URL(publicUrl).origin) {
    throw new Error(
      `CANONICAL_ORIGIN (${config.canonicalOrigin}) muss der Ursprung von PUBLIC_URL (${publicUrl}) sein: ` +
        'sonst endet die Anmeldung auf einem anderen Host als sie begann.',
    );
  }
  return publicUrl;
}

/**
 * Only `DATABASE_URL`, for the operators' database commands (`dist/scripts/db-*.js`): they run beside an instance's
 * environment or in a one-shot container without the sign-in settings the full configuration requires.
 */
export function readDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const parsed = envSchema.pick({ DATABASE_URL: true }).safeParse(env);
  if (!parsed.success) throw new Error(`Ungültige Umgebungsvariable DATABASE_URL: ${parsed.error.issues[0]?.message}`);
  return parsed.data.DATABASE_URL;
}

/** What an operator should know at start about a configuration that runs but is not meant for production. */
export function startupWarnings(config: ServerConfig): string[] {
  if (!config.production || config.oidc.kind !== 'embedded') return [];
  return [
    'Die eingebaute Entwicklungs-Anmeldung läuft unter NODE_ENV=production (DEV_IDP_ENABLED=true): jede ' +
      'Kennung des Portals meldet sich mit dem einen Passwort DEV_IDP_PASSWORD an. Für den Betrieb OIDC_ISSUER setzen.',
  ];
}

import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { envSchema } from '@server/config';

/** The variables the README shows; docs/configuration.md shows all of them. */
export const README_VARIABLES = [
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'SERVE',
  'DB_FILE',
  'DATABASE_URL',
  'OIDC_ISSUER',
  'SMTP_URL',
  'LOG_LEVEL',
  'LOG_FORMAT',
  'SHUTDOWN_TIMEOUT_MS',
] as const;

export const README_START = '<!-- config-table:start (npm run docs:config) -->';
export const README_END = '<!-- config-table:end -->';

type JsonSchemaProperty = {
  default?: unknown;
  description?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  pattern?: string;
};

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function valuesOf(property: JsonSchemaProperty): string {
  if (property.enum) return property.enum.map((value) => `\`${String(value)}\``).join(', ');
  if (property.format === 'uri') return 'URL';
  if (property.format === 'email') return 'e-mail address';
  if (property.type === 'number' || property.type === 'integer') {
    const range = [property.minimum, property.maximum].map((n) => (n === undefined ? '' : String(n)));
    return `${property.type === 'integer' ? 'integer' : 'number'} ${range[0]}–${range[1]}`;
  }
  return 'text';
}

function properties(): Record<string, JsonSchemaProperty> {
  const schema = z.toJSONSchema(envSchema, { io: 'input' }) as { properties: Record<string, JsonSchemaProperty> };
  return schema.properties;
}

/** The README's short table leaves out the values column; docs/configuration.md has it. */
function table(names: readonly string[], withValues = true): string {
  const all = properties();
  const rows = names.map((name) => {
    const property = all[name];
    if (!property?.description) throw new Error(`${name}: no description in server/config.ts`);
    const fallback =
      property.default === undefined || property.default === '' ? '–' : `\`${String(property.default)}\``;
    const values = withValues ? ` ${cell(valuesOf(property))} |` : '';
    return `| \`${name}\` | ${cell(fallback)} |${values} ${cell(property.description)} |`;
  });
  const head = withValues
    ? ['| Variable | Default | Values | What |', '| --- | --- | --- | --- |']
    : ['| Variable | Default | What |', '| --- | --- | --- |'];
  return [...head, ...rows].join('\n');
}

async function prettierMarkdown(text: string, filePath: string): Promise<string> {
  const options = (await resolveConfig(filePath)) ?? {};
  return format(text, { ...options, filepath: filePath, parser: 'markdown' });
}

/** docs/configuration.md, whole: every variable of the schema in the schema's order. */
export async function renderConfigurationPage(filePath: string): Promise<string> {
  const page = [
    '# Configuration',
    '',
    'Environment variables of the server. This page is generated from the zod schema in',
    '[`server/config.ts`](../server/config.ts) by `npm run docs:config`; a test fails when the two disagree.',
    'The server validates them at start and stops with a message naming a wrong variable.',
    '',
    table(Object.keys(envSchema.shape)),
    '',
  ].join('\n');
  return prettierMarkdown(page, filePath);
}

/** The README with its configuration table (between the markers) regenerated. */
export async function renderReadme(readme: string, filePath: string): Promise<string> {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md: markers ${README_START} … ${README_END} missing`);
  const next = `${readme.slice(0, start)}${README_START}\n\n${table(README_VARIABLES, false)}\n\n${readme.slice(end)}`;
  return prettierMarkdown(next, filePath);
}

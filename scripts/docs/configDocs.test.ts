import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '@server/config';
import { renderConfigurationPage, renderReadme } from './configDocs';

const page = resolve('docs/configuration.md');
const readme = resolve('README.md');

describe('configuration docs generated from server/config.ts', () => {
  it('docs/configuration.md is what `npm run docs:config` writes from the schema', async () => {
    expect(readFileSync(page, 'utf8'), 'run npm run docs:config').toBe(await renderConfigurationPage(page));
  });

  it("the README's configuration table is what `npm run docs:config` writes from the schema", async () => {
    const current = readFileSync(readme, 'utf8');
    expect(current, 'run npm run docs:config').toBe(await renderReadme(current, readme));
  });

  it('every variable of the schema has a description and a row on the page', () => {
    const text = readFileSync(page, 'utf8');
    for (const [name, schema] of Object.entries(envSchema.shape)) {
      expect(schema.description, name).toBeTruthy();
      expect(text, name).toContain(`| \`${name}\``);
    }
  });
});

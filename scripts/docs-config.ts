import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderConfigurationPage, renderReadme } from './docs/configDocs';

const page = resolve('docs/configuration.md');
const readme = resolve('README.md');
writeFileSync(page, await renderConfigurationPage(page));
writeFileSync(readme, await renderReadme(readFileSync(readme, 'utf8'), readme));
console.log('docs/configuration.md and the configuration table of README.md written from server/config.ts');

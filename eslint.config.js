import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const iconsOneByOne = { regex: '^@mui/icons-material$', message: 'Icons einzeln per Pfad importieren.' };

/** An area's folder, by its path alias or by a relative path that climbs into it. */
const areaImports = {
  portal: {
    regex: '^(@portal|(\\.\\./)+(src/)?portal)(/|$)',
    message: 'Nur das Portal selbst importiert aus src/portal.',
  },
  admin: {
    regex: '^(@admin|(\\.\\./)+(src/)?admin)(/|$)',
    message: 'Nur das Backoffice selbst importiert aus src/admin.',
  },
  server: { regex: '^(@server|(\\.\\./)+server)(/|$)', message: 'Browser-Code importiert nichts aus server/.' },
};

/** The import direction: src/shared imports from no entry, each entry from neither the other nor the server. */
const importDirection = [
  ['src/shared', ['portal', 'admin', 'server']],
  ['src/portal', ['admin', 'server']],
  ['src/admin', ['portal', 'server']],
  ['server', ['portal', 'admin']],
];

const restrictImports = (files, areas) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [...areas.map((area) => areaImports[area]), iconsOneByOne] }],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [iconsOneByOne] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importDirection.flatMap(([folder, areas]) => [
    restrictImports([`${folder}/**/*.{ts,tsx}`], areas),
    // A test may start a real server through the server's test helpers.
    restrictImports(
      [`${folder}/**/*.test.{ts,tsx}`],
      areas.filter((area) => area !== 'server'),
    ),
  ]),
);

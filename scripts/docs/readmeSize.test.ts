import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/** The README is a door (what, two commands, users, scripts, configuration, map, links); detail is in docs/. */
it('keeps README.md at 12,000 bytes or less', () => {
  expect(statSync(resolve('README.md')).size).toBeLessThanOrEqual(12_000);
});

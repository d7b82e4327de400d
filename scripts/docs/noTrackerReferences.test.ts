import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

/**
 * The specification and the tracker are not in the repository, so code and docs link a requirement
 * (docs/requirements/), a decision or a doc section instead of citing their numbers.
 */
const TRACKER_REFERENCE = ['\\b[Ii]ssue [0-9]+', '\\bfinding [0-9]+', '[Ss]pec(ification)? section [0-9]+', '§ ?[0-9]'];

it('cites no tracker issue, finding or specification section number in code, tests, scripts or docs', () => {
  let found = '';
  try {
    found = execFileSync(
      'git',
      ['grep', '-nE', TRACKER_REFERENCE.join('|'), '--', 'server', 'src', 'scripts', 'tests', 'docs', 'README.md'],
      { encoding: 'utf8' },
    );
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  expect(found.split('\n').filter(Boolean)).toEqual([]);
});

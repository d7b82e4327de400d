import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { evalSetSchema } from '../../../scripts/eval/evalSet';
import { projectRoot } from '../../projectRoot';
import { fixtureStoreOfFile } from '../../testing/fixtureStore';
import { visiblePages } from '../manual/manualAccess';
import { manualIndexes } from '../manual/manualIndex';
import { retrieve } from './retrieve';

const { store } = fixtureStoreOfFile();
const questions = ['assistant-dev.json', 'assistant-test.json'].flatMap((file) => {
  const set = evalSetSchema.parse(JSON.parse(readFileSync(join(projectRoot, 'scripts/eval', file), 'utf8')));
  return [...set.answerable, ...set.unanswerable].map(({ question }) => question);
});
/** Every page any retrieval for the evaluation questions quotes or refers to. */
const pagesUsed = (zbvRoles: string[]) => {
  const visible = new Set(visiblePages(store, { zbvRoles }).keys());
  const used = new Set<string>();
  for (const question of questions) {
    const retrieval = retrieve(manualIndexes(store), visible, question, questions[0]);
    for (const passage of [...retrieval.passages, ...retrieval.section]) used.add(passage.pageId);
  }
  return { visible, used };
};

describe('the assistant answers only from pages the asking user may read', () => {
  // Built once for all roles, so each role's test times its retrievals only.
  beforeAll(() => void manualIndexes(store));

  const roles = [...store.collection('zbvRoles').map((role) => role.code), 'keine Rolle'];

  it.each(roles)('as a holder of %s only', (role) => {
    const { visible, used } = pagesUsed(role === 'keine Rolle' ? [] : [role]);
    expect([...used].filter((page) => !visible.has(page))).toEqual([]);
    if (role !== 'VERBAND_ANALYST' && role !== 'MANUAL_ADMIN') expect(used.has('1025')).toBe(false);
  });

  it('never from a page the manual admin hid, not even for the manual admin', () => {
    store.change('manualPages', (pages) =>
      pages.map((page) => (String(page.id) === '1009' ? { ...page, hidden: true } : page)),
    );
    expect(pagesUsed(['MANUAL_ADMIN']).used.has('1009')).toBe(false);
  });
});

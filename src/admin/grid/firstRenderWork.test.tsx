import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { deDE } from '@mui/material/locale';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createRadarTheme } from '@shared/ui/theme';
import { anAccount } from '../../../tests/builders/account';
import { aUser } from '../../../tests/builders/userData';
import { NoResizeObserver, signedInAuthProvider } from '../testing/viewTestDoubles';
import { ZbvAccountList } from '../resources/ZbvAccounts/List';
import { cellText } from './cellText';
import type * as CellTextModule from './cellText';

vi.mock('./cellText', async (importOriginal) => {
  const actual = await importOriginal<typeof CellTextModule>();
  return { ...actual, cellText: vi.fn(actual.cellText) };
});
vi.mock('../preferences/preferences', () => ({
  usePreferences: () => ({ isPending: false, data: {} }),
  useSavePreference: () => () => Promise.resolve(),
}));

/**
 * The work of the accounts list's first render (25 rows, until the organisations' names are in), counted rather
 * than timed, so that it does not depend on the machine: a change that does twice the work breaks a bound. Each
 * bound sits a little above the count it was set at (docs/performance.md, the accounts list's first render).
 */
const bounds = {
  /** React commits of the list (its Profiler's `onRender`): 11. */
  commits: 13,
  /** Styles emotion was asked to insert, one per render of a styled element: 500. */
  styleInsertions: 560,
  /** Of those, the ones new to the page (a rule written into the style sheet): 98. */
  newStyleRules: 110,
  /** Texts of cells and row names worked out (`cellText`): 650. */
  cellTexts: 720,
  /** Reads of an element's size or position (each forces a layout in a browser): none. */
  layoutReads: 0,
};
type Work = Record<keyof typeof bounds, number>;

const ROWS = 25;
const accounts = Array.from({ length: ROWS }, (_, index) => anAccount(index + 1));
const organisation = { id: 1, name: 'Sparkasse Musterstadt' };

const admin = aUser({ name: 'Anna Admin', username: 'anna.admin', roles: [], admin: true });

/** An emotion cache that counts what it is asked to insert and what it writes. */
function countingStyleCache(work: Work) {
  const cache = createCache({ key: 'counted' });
  const insert = cache.insert.bind(cache);
  cache.insert = (...args) => {
    work.newStyleRules += 1;
    return insert(...args);
  };
  // emotion looks a style up here once per insertion, before it writes a new one.
  cache.inserted = new Proxy(cache.inserted, {
    get: (inserted, name) => {
      if (typeof name !== 'string') return undefined;
      work.styleInsertions += 1;
      return inserted[name];
    },
  });
  return cache;
}

/** Spies on what reads layout: size and position of elements (not `getComputedStyle`, which the queries use). */
const layoutReadSpies = () => [
  ...(['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft'] as const).map((name) =>
    vi.spyOn(HTMLElement.prototype, name, 'get'),
  ),
  ...(['clientWidth', 'clientHeight', 'scrollWidth', 'scrollHeight'] as const).map((name) =>
    vi.spyOn(Element.prototype, name, 'get'),
  ),
  vi.spyOn(Element.prototype, 'getBoundingClientRect'),
];

async function firstRenderOfTheAccountsList(): Promise<Work> {
  const work: Work = { commits: 0, styleInsertions: 0, newStyleRules: 0, cellTexts: 0, layoutReads: 0 };
  const layoutReads = layoutReadSpies();
  const dataProvider = {
    getList: () => Promise.resolve({ data: accounts, total: 20_031 }),
    getMany: () => Promise.resolve({ data: [organisation] }),
  } as unknown as DataProvider;
  vi.mocked(cellText).mockClear();
  render(
    <CacheProvider value={countingStyleCache(work)}>
      <MemoryRouter>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={signedInAuthProvider(admin)}
          theme={createRadarTheme('light', deDE)}
        >
          <ResourceContextProvider value="admin/ZbvAccounts">
            <Profiler id="accounts" onRender={() => (work.commits += 1)}>
              <ZbvAccountList />
            </Profiler>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>
    </CacheProvider>,
  );
  expect(await screen.findAllByRole('cell', { name: organisation.name }, { timeout: 20_000 })).toHaveLength(ROWS);
  work.cellTexts = vi.mocked(cellText).mock.calls.length;
  work.layoutReads = layoutReads.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  return work;
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

describe('the accounts list’s first render', () => {
  it('stays within its counted work for 25 rows', async () => {
    const work = await firstRenderOfTheAccountsList();
    const over = (Object.keys(bounds) as (keyof Work)[]).filter((name) => work[name] > bounds[name]);
    expect(over, `counted: ${JSON.stringify(work)}`).toEqual([]);
  }, 60_000);
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, type DataProvider, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { aUser } from '../../../tests/builders/userData';
import { NoResizeObserver, signedInAuthProvider } from '../testing/viewTestDoubles';
import { cellText } from './cellText';
import type * as CellTextModule from './cellText';
import { filterKeysOf } from './filterKeys';
import type * as FilterKeysModule from './filterKeys';
import { referenceColumn, textColumn } from './gridColumn';
import { ResourceGrid } from './ResourceGrid';

vi.mock('./cellText', async (importOriginal) => {
  const actual = await importOriginal<typeof CellTextModule>();
  return { ...actual, cellText: vi.fn(actual.cellText) };
});
vi.mock('./filterKeys', async (importOriginal) => {
  const actual = await importOriginal<typeof FilterKeysModule>();
  return { ...actual, filterKeysOf: vi.fn(actual.filterKeysOf) };
});
vi.mock('../preferences/preferences', () => ({
  usePreferences: () => ({ isPending: false, data: {} }),
  useSavePreference: () => () => Promise.resolve(),
}));

const columns = [
  textColumn('username', 'Benutzername'),
  referenceColumn('orgId', 'Organisation', { resource: 'admin/ZbvOrgs', labelOf: (org) => String(org.name) }),
];
const accounts = [
  { id: 1, username: 'anna.admin', orgId: 7 },
  { id: 2, username: 'max.muster', orgId: 7 },
];

const admin = aUser({ name: 'Anna Admin', username: 'anna.admin', roles: [], admin: true, organisationId: 7 });

interface Answers {
  /** The answers to the list's requests in turn; the last one answers every further request. */
  pages?: Promise<{ data: RaRecord[]; total: number }>[];
  orgLabels?: Promise<{ data: RaRecord[] }>;
}

/** A promise and the function that fulfils it, for an answer the test holds back. */
function heldBack<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

function renderGrid({
  pages = [Promise.resolve({ data: accounts, total: accounts.length })],
  orgLabels = Promise.resolve({ data: [] }),
}: Answers) {
  const answers = [...pages];
  const dataProvider = {
    getList: () => (answers.length > 1 ? answers.shift() : answers[0]),
    getMany: () => orgLabels,
  } as unknown as DataProvider;
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={signedInAuthProvider(admin)}>
        <ResourceContextProvider value="admin/ZbvAccounts">
          <ResourceGrid columns={columns} />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const cellTextCallsFor = (field: string) =>
  vi.mocked(cellText).mock.calls.filter(([column]) => column.field === field).length;

beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

describe('ResourceGrid', () => {
  it('shows the organisations’ labels when they arrive without drawing the other cells again', async () => {
    const labels = heldBack<{ data: RaRecord[] }>();
    renderGrid({ orgLabels: labels.promise });
    expect(await screen.findByRole('cell', { name: 'max.muster' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: '7' })).toHaveLength(2);

    vi.mocked(cellText).mockClear();
    labels.answer({ data: [{ id: 7, name: 'Sparkasse Müllheim' }] });
    expect(await screen.findAllByRole('cell', { name: 'Sparkasse Müllheim' })).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'anna.admin' })).toBeInTheDocument();
    expect(cellTextCallsFor('username')).toBe(0);
  }, 30_000);

  it('does not draw the filter row again when the next rows arrive', async () => {
    const nextPage = heldBack<{ data: RaRecord[]; total: number }>();
    renderGrid({ pages: [Promise.resolve({ data: accounts, total: 30 }), nextPage.promise] });
    expect(await screen.findByRole('textbox', { name: 'Filter Benutzername' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gehe zur nächsten Seite' }));

    vi.mocked(filterKeysOf).mockClear();
    nextPage.answer({ data: [{ id: 26, username: 'eva.schroeder', orgId: 7 }], total: 30 });
    expect(await screen.findByRole('cell', { name: 'eva.schroeder' })).toBeInTheDocument();
    expect(filterKeysOf).not.toHaveBeenCalled();
  }, 30_000);
});

import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { cellText } from './cellText';
import type * as CellTextModule from './cellText';
import { referenceColumn, textColumn } from './gridColumn';
import { ResourceGrid } from './ResourceGrid';

vi.mock('./cellText', async (importOriginal) => {
  const actual = await importOriginal<typeof CellTextModule>();
  return { ...actual, cellText: vi.fn(actual.cellText) };
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

const admin = {
  name: 'Anna Admin',
  username: 'anna.admin',
  zbvUserId: '1',
  roles: [],
  zbvRoles: [],
  admin: true,
  gaAdmin: false,
  gaCustAdmin: false,
  organisationName: 'Sparkasse',
  organisationId: '7',
  emailAddress: 'anna@example.org',
};

function renderGrid(orgLabels: Promise<{ data: RaRecord[] }>) {
  const dataProvider = {
    getList: () => Promise.resolve({ data: accounts, total: accounts.length }),
    getMany: () => orgLabels,
  } as unknown as DataProvider;
  const authProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(admin),
  };
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider}>
        <ResourceContextProvider value="admin/ZbvAccounts">
          <ResourceGrid columns={columns} />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const cellTextCallsFor = (field: string) =>
  vi.mocked(cellText).mock.calls.filter(([column]) => column.field === field).length;

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

describe('ResourceGrid', () => {
  it('shows the organisations’ labels when they arrive without drawing the other cells again', async () => {
    let answerLabels: (answer: { data: RaRecord[] }) => void = () => undefined;
    renderGrid(new Promise((resolve) => (answerLabels = resolve)));
    expect(await screen.findByRole('cell', { name: 'max.muster' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: '7' })).toHaveLength(2);

    vi.mocked(cellText).mockClear();
    answerLabels({ data: [{ id: 7, name: 'Sparkasse Müllheim' }] });
    expect(await screen.findAllByRole('cell', { name: 'Sparkasse Müllheim' })).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'anna.admin' })).toBeInTheDocument();
    expect(cellTextCallsFor('username')).toBe(0);
  }, 30_000);
});

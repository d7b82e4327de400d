import { act, renderHook } from '@testing-library/react';
import type { GridExportProgress } from '@shared/gridExport/gridExportApi';
import { downloadFrom, openSeparately } from './download';
import { cancelGridExport, followGridExport, startGridExport } from './exportApi';
import { referenceColumn, textColumn } from './gridColumn';
import { useGridExport } from './useGridExport';

const notify = vi.fn();
vi.mock('react-admin', () => ({ useNotify: () => notify }));
vi.mock('./download', () => ({ downloadFrom: vi.fn(), openSeparately: vi.fn() }));
vi.mock('./exportApi', () => ({ startGridExport: vi.fn(), followGridExport: vi.fn(), cancelGridExport: vi.fn() }));

const columns = [
  textColumn('username', 'Benutzername'),
  referenceColumn('orgId', 'Organisation', { resource: 'admin/ZbvOrgs', labelOf: () => '' }),
];
const started = { id: 'e1', url: '/backend/api/admin/v1/grid-exports/download?token=t', total: 3 };

/** The progress reports the server gives, one after the other, until `last`. */
function progressing(last: GridExportProgress) {
  vi.mocked(followGridExport).mockImplementation(async (_id, onProgress) => {
    onProgress({ phase: 'running', written: 1, total: 3 });
    onProgress(last);
    return last;
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(startGridExport).mockResolvedValue(started);
  vi.mocked(cancelGridExport).mockResolvedValue();
});

const hook = () =>
  renderHook(() =>
    useGridExport('admin/ZbvAccounts', 'ZBV-Konten', { active: true }, { field: 'username', order: 'DESC' }),
  );

it('asks the server for the list’s file and hands its address to the browser’s own download', async () => {
  progressing({ phase: 'done', written: 3, total: 3 });
  const { result } = hook();
  await act(() => result.current.run('xlsx', columns));
  expect(startGridExport).toHaveBeenCalledWith({
    resource: 'zbvAccounts',
    format: 'xlsx',
    title: 'ZBV-Konten',
    filter: { active: true },
    sort: { field: 'username', order: 'DESC' },
    columns: [
      { field: 'username', label: 'Benutzername', kind: 'text' },
      { field: 'orgId', label: 'Organisation', kind: 'reference', reference: 'zbvOrgs' },
    ],
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  expect(downloadFrom).toHaveBeenCalledWith(started.url);
  expect(openSeparately).not.toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
  expect(result.current.running).toBeUndefined();
});

it('opens the print view in a tab of its own', async () => {
  progressing({ phase: 'done', written: 3, total: 3 });
  const { result } = hook();
  await act(() => result.current.run('print', columns));
  expect(openSeparately).toHaveBeenCalledWith(started.url);
  expect(downloadFrom).not.toHaveBeenCalled();
});

it('shows the progress, offers the cancel and says when the export was cancelled', async () => {
  let finish: (last: GridExportProgress) => void = () => undefined;
  vi.mocked(followGridExport).mockImplementation(
    (_id, onProgress) =>
      new Promise((resolve) => {
        onProgress({ phase: 'running', written: 1, total: 3 });
        finish = resolve;
      }),
  );
  const { result } = hook();
  let running: Promise<void> = Promise.resolve();
  await act(async () => {
    running = result.current.run('csv', columns);
    await Promise.resolve();
  });
  expect(result.current).toMatchObject({ running: 'csv', id: 'e1', progress: { written: 1, total: 3 } });
  act(() => result.current.cancel());
  expect(cancelGridExport).toHaveBeenCalledWith('e1');
  await act(async () => {
    finish({ phase: 'cancelled', written: 1, total: 3 });
    await running;
  });
  expect(notify).toHaveBeenCalledWith('Der Export wurde abgebrochen.', { type: 'info' });
  expect(result.current.running).toBeUndefined();
});

it('says why an export failed: the server’s German message', async () => {
  progressing({ phase: 'failed', written: 2, total: 3, message: 'Der Export wurde unterbrochen.' });
  const { result } = hook();
  await act(() => result.current.run('csv', columns));
  expect(notify).toHaveBeenCalledWith('Der Export ist fehlgeschlagen. Der Export wurde unterbrochen.', {
    type: 'error',
  });
});

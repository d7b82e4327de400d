import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { fetchUtils } from 'ra-core';
import { DATA_BASE } from '@shared/api/paths';
import { collectionOfResource } from '@shared/routes';
import { toCsv } from '../../../../src/admin/grid/exportCsv';
import { toXlsx } from '../../../../src/admin/grid/exportXlsx';
import { fetchAllRows } from '../../../../src/admin/grid/fetchAllRows';
import { textColumn, type GridColumn } from '../../../../src/admin/grid/gridColumn';
import { loadReferenceLabels } from '../../../../src/admin/grid/useReferenceLabels';
import { pickColumns } from '../../../../src/admin/resources/schemaColumns';
import { startTestServer, type TestServer } from '../../../testing/testServer';

/** What the browser export (fetch every row, build the file in the page) wrote for these lists on the fixtures. */
const cases: {
  name: string;
  resource: string;
  title: string;
  columns: GridColumn[];
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
}[] = [
  {
    name: 'accounts',
    resource: 'admin/ZbvAccounts',
    title: 'ZBV-Konten',
    columns: pickColumns('zbvAccounts', [
      'username',
      'firstName',
      'lastName',
      'email',
      'orgId',
      'roles',
      'zbvRoles',
      'active',
    ]),
    filter: {},
    sort: { field: 'username', order: 'ASC' },
  },
  {
    name: 'accounts-filtered',
    resource: 'admin/ZbvAccounts',
    title: 'ZBV-Konten',
    columns: pickColumns('zbvAccounts', ['lastName', 'username', 'orgId', 'active']),
    filter: { active: true, q: 'sparkasse' },
    sort: { field: 'lastName', order: 'DESC' },
  },
  {
    name: 'login-histories',
    resource: 'admin/ZbvAccountLoginHistories',
    title: 'Login-Historie',
    columns: pickColumns('zbvAccountLoginHistories', ['accountId', 'loginAt', 'source']),
    filter: {},
    sort: { field: 'loginAt', order: 'DESC' },
  },
  {
    name: 'support-requests',
    resource: 'admin/SupportRequests',
    title: 'Support-Anfragen',
    columns: pickColumns('supportRequests', [
      'createdAt',
      'status',
      'attempts',
      'lastError',
      'nextAttemptAt',
      'accountId',
      'supportReason',
      'reportName',
      'recipient',
      'jiraChildId',
      'attachmentNames',
    ]),
    filter: {},
    sort: { field: 'createdAt', order: 'DESC' },
  },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('writes the expected files', async () => {
  const headers = await server.authAs('anna.admin');
  const base = simpleRestProvider(`${server.url}${DATA_BASE}`, (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, headers: new Headers(headers) }),
  );
  const dataProvider = new Proxy(base, {
    get: (target, method: string) => {
      const call = target[method];
      return typeof call === 'function'
        ? (resource: string, ...rest: unknown[]) =>
            call.call(target, collectionOfResource(resource) ?? resource, ...rest)
        : call;
    },
  }) as DataProvider;
  const folder = join(import.meta.dirname);
  mkdirSync(folder, { recursive: true });
  for (const { name, resource, title, columns: own, filter, sort } of cases) {
    const columns = [textColumn('id', 'ID', { size: 90 }), ...own];
    const rows = await fetchAllRows(dataProvider, resource, { filter, sort });
    const labels = await loadReferenceLabels(dataProvider, columns, rows);
    writeFileSync(join(folder, `${name}.csv`), toCsv(columns, rows, labels));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await toXlsx(title, columns, rows, labels));
    const sheet = workbook.worksheets[0]!;
    const cells: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      cells.push(
        columns.map((_, index) => {
          const value = row.getCell(index + 1).value;
          return value instanceof Date ? { date: value.toISOString() } : (value ?? null);
        }),
      );
    });
    const request = {
      resource: collectionOfResource(resource),
      title,
      filter,
      sort,
      columns: columns.map(({ field, label, kind, choices, reference }) => ({
        field,
        label,
        kind,
        ...(choices ? { choices } : {}),
        ...(reference ? { reference: collectionOfResource(reference.resource) ?? reference.resource } : {}),
      })),
    };
    writeFileSync(join(folder, `${name}.json`), `${JSON.stringify({ request, sheet: sheet.name, cells }, null, 2)}\n`);
  }
});

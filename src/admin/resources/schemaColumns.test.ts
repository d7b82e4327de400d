import { adminRoutes } from '@shared/routes';
import type { CollectionName } from '@shared/schemas';
import { cellText } from '../grid/cellText';
import { columnsFromSchema, pickColumns } from './schemaColumns';

describe('columns from the schemas', () => {
  it('knows the kind of every field and labels it in German', () => {
    const columns = columnsFromSchema('zbvAccounts');
    const byField = Object.fromEntries(columns.map((column) => [column.field, column]));
    expect(byField.username).toMatchObject({ kind: 'text', label: 'Benutzername' });
    expect(byField.active).toMatchObject({ kind: 'boolean', label: 'Aktiv' });
    expect(byField.orgId).toMatchObject({ kind: 'reference', reference: { resource: 'admin/ZbvOrgs' } });
    expect(byField.roles).toMatchObject({ kind: 'list' });
    expect(byField.roles?.choices).toContainEqual({ value: 'RADAR_ADMIN', label: 'Administration' });
    expect(columnsFromSchema('exportJobs').find((c) => c.field === 'startedAt')?.kind).toBe('dateTime');
    expect(columnsFromSchema('exportJobs').find((c) => c.field === 'status')?.choices).toContainEqual({
      value: 'succeeded',
      label: 'Erfolgreich',
    });
  });

  it('shows ids as written, numbers the German way', () => {
    const contact = { id: 4711, jiraChildId: 4711, reportName: 'Vertriebsübersicht' };
    const textOf = (collection: CollectionName, field: string, record: Record<string, unknown>) => {
      const column = columnsFromSchema(collection).find((candidate) => candidate.field === field);
      if (!column) throw new Error(field);
      return cellText(column, record, new Map());
    };
    expect(textOf('contactInfos', 'id', contact)).toBe('4711');
    expect(textOf('contactInfos', 'jiraChildId', contact)).toBe('4711');
    expect(textOf('supportRequests', 'jiraChildId', contact)).toBe('4711');
    expect(textOf('auditLog', 'recordId', { recordId: 12345 })).toBe('12345');
    expect(textOf('zbvAccounts', 'orgId', { orgId: 4711 })).toBe('4711');
    expect(textOf('pbiExportDetails', 'size', { size: 1234567 })).toBe('1.234.567');
    expect(columnsFromSchema('contactInfos').find((c) => c.field === 'jiraChildId')?.kind).toBe('text');
  });

  it('hides structured fields until switched on', () => {
    expect(columnsFromSchema('modules').find((c) => c.field === 'properties')).toMatchObject({
      kind: 'json',
      hidden: true,
    });
  });

  it('builds the columns of every resource in the route table', () => {
    for (const route of adminRoutes) {
      if (route.kind === 'resource') expect(columnsFromSchema(route.collection).length).toBeGreaterThan(1);
    }
  });

  it('picks fields in the given order with changes', () => {
    expect(pickColumns('groups', ['description', 'name'], { name: { hidden: true } })).toEqual([
      expect.objectContaining({ field: 'description' }),
      expect.objectContaining({ field: 'name', hidden: true }),
    ]);
  });
});

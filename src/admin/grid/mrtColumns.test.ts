import type { MRT_Row } from 'material-react-table';
import type { RaRecord } from 'react-admin';
import { formatDateTime } from './cellText';
import { dateTimeColumn, enumColumn, numberColumn, textColumn } from './gridColumn';
import { groupText, toMrtColumns } from './mrtColumns';
import { createReferenceLabelStore } from './referenceLabelStore';

/** A column's own sorting function (the table also takes the names of its built-in ones). */
type ColumnSort = (rowA: MRT_Row<RaRecord>, rowB: MRT_Row<RaRecord>, columnId: string) => number;

/** Record rows as the table hands them to a column's sorting function, with the text the column shows. */
const rowsOf = (field: string, values: unknown[]) =>
  values.map(
    (value) =>
      ({
        original: { id: 1, [field]: value },
        getIsGrouped: () => false,
        getValue: (id: string) => (id === field && value !== undefined ? String(value) : ''),
      }) as unknown as MRT_Row<RaRecord>,
  );

describe('toMrtColumns', () => {
  it('sorts a grouped grid’s rows as the data API lists the field, numeric ids by value', () => {
    const [id, username, logins] = toMrtColumns(
      [textColumn('id', 'ID'), textColumn('username', 'Benutzername'), numberColumn('logins', 'Anmeldungen')],
      createReferenceLabelStore(),
    );
    const sort = (sortingFn: unknown, field: string, values: unknown[]) =>
      rowsOf(field, values)
        .sort((a, b) => (sortingFn as ColumnSort)(a, b, field))
        .map((row) => row.original[field]);

    expect(sort(username?.sortingFn, 'username', ['user9', 'user10', 'Zoe', 'anna'])).toEqual([
      'Zoe',
      'anna',
      'user10',
      'user9',
    ]);
    expect(sort(id?.sortingFn, 'id', [100, 9, 20_000, 10])).toEqual([9, 10, 100, 20_000]);
    expect(sort(logins?.sortingFn, 'logins', [10, undefined, 9])).toEqual([9, 10, undefined]);
  });

  it('sorts choices by the German label they show, and group rows by their own value', () => {
    const [action] = toMrtColumns(
      [
        enumColumn('action', 'Aktion', [
          { value: 'create', label: 'Angelegt' },
          { value: 'delete', label: 'Gelöscht' },
          { value: 'update', label: 'Geändert' },
        ]),
      ],
      createReferenceLabelStore(),
    );
    const labelled = (value: string, label: string, grouped = false) =>
      ({
        original: { id: value, action: value },
        getIsGrouped: () => grouped,
        getValue: () => label,
      }) as unknown as MRT_Row<RaRecord>;
    const sortingFn = action?.sortingFn as ColumnSort;
    const rows = [labelled('update', 'Geändert'), labelled('delete', 'Gelöscht'), labelled('create', 'Angelegt')];
    expect(rows.sort((a, b) => sortingFn(a, b, 'action')).map((row) => row.original.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    expect(sortingFn(labelled('a', 'Zweite', true), labelled('b', 'Erste', true), 'action')).toBe(1);
  });

  it('heads a group of a time column with the German time, of a number column with the German number', () => {
    const at = dateTimeColumn('at', 'Angelegt');
    const heading = groupText(at, '2026-11-21T16:45:00+01:00');
    expect(heading).toBe(formatDateTime('2026-11-21T16:45:00+01:00'));
    expect(heading).toMatch(/^21\.11\.2026, \d\d:45$/);
    expect(groupText(at, '')).toBe('–');
    expect(groupText(numberColumn('views', 'Aufrufe'), 20000)).toBe('20.000');
    expect(groupText(textColumn('name', 'Name'), 'Sparkasse')).toBe('Sparkasse');
  });
});

import { auditDiff } from './auditDiff';

describe('auditDiff', () => {
  it('lists every field of either side and marks what changed', () => {
    expect(auditDiff({ id: 1, name: 'A', tags: ['x'] }, { id: 1, name: 'B', tags: ['x'], extra: true })).toEqual([
      { field: 'id', before: '1', after: '1', changed: false },
      { field: 'name', before: 'A', after: 'B', changed: true },
      { field: 'tags', before: '["x"]', after: '["x"]', changed: false },
      { field: 'extra', before: '', after: 'true', changed: true },
    ]);
  });

  it('has an empty side for creates and deletes', () => {
    expect(auditDiff(undefined, { id: 5 })).toEqual([{ field: 'id', before: '', after: '5', changed: true }]);
    expect(auditDiff({ id: 5 }, undefined)).toEqual([{ field: 'id', before: '5', after: '', changed: true }]);
  });
});

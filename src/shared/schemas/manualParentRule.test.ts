import { checkManualParent, manualParentMessages } from './manualParentRule';

// 1000 is the start page; 1001 and 1006 below it; 1002 below 1001.
const parentByPage = new Map<string, string | undefined>([
  ['1000', undefined],
  ['1001', '1000'],
  ['1002', '1001'],
  ['1006', '1000'],
]);
const check = (id: string, parentId?: string) =>
  checkManualParent('manualPages', { id, title: 'Seite', ...(parentId ? { parentId } : {}) }, { parentByPage });

describe('checkManualParent', () => {
  it('accepts a move under another branch', () => {
    expect(check('1002', '1006')).toEqual([]);
    expect(check('1001', '1006')).toEqual([]);
  });

  it('refuses the page itself and every page below it as its parent', () => {
    expect(check('1001', '1001')).toEqual([{ field: 'parentId', message: manualParentMessages.cycle }]);
    expect(check('1001', '1002')).toEqual([{ field: 'parentId', message: manualParentMessages.cycle }]);
    expect(check('1000', '1002')).toEqual([{ field: 'parentId', message: manualParentMessages.cycle }]);
  });

  it('refuses a parent that does not exist', () => {
    expect(check('1002', '4711')).toEqual([{ field: 'parentId', message: manualParentMessages.unknown('4711') }]);
  });

  it('keeps one start page: only it may be without a parent', () => {
    expect(check('1000')).toEqual([]);
    expect(check('1002')).toEqual([{ field: 'parentId', message: manualParentMessages.secondRoot }]);
  });

  it('stops at a cycle among the stored pages that does not pass the page', () => {
    const broken = new Map<string, string | undefined>([
      ['1', '2'],
      ['2', '1'],
      ['3', '4'],
      ['4', undefined],
    ]);
    expect(checkManualParent('manualPages', { id: '3', parentId: '1' }, { parentByPage: broken })).toEqual([]);
  });

  it('applies to manual pages only', () => {
    expect(checkManualParent('modules', { id: '1', parentId: '1' }, { parentByPage })).toEqual([]);
  });
});

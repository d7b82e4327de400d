import { describe, expect, it } from 'vitest';
import { keepAdminParents } from './keepAdminParents';

// Confluence: 1 is the start page; 2 and 3 below it; 4 below 2.
const confluence = new Map<string, string | undefined>([
  ['1', undefined],
  ['2', '1'],
  ['3', '1'],
  ['4', '2'],
]);

describe('keepAdminParents', () => {
  it('takes Confluence’s place for new pages and pages stored before the rule', () => {
    expect(keepAdminParents(confluence, new Map([['4', { parentId: '3' }]]))).toEqual(confluence);
  });

  it('keeps a page the admin moved, and lets a page the admin never moved follow Confluence', () => {
    const stored = new Map([
      ['4', { parentId: '3', confluenceParentId: '2' }],
      ['3', { parentId: '2', confluenceParentId: '2' }],
    ]);
    expect(keepAdminParents(confluence, stored)).toEqual(new Map([...confluence, ['4', '3']]));
  });

  it('gives a moved page Confluence’s place when its chosen parent is gone', () => {
    const stored = new Map([['4', { parentId: '99', confluenceParentId: '2' }]]);
    expect(keepAdminParents(confluence, stored).get('4')).toBe('2');
  });

  it('gives a moved page Confluence’s place when keeping it would close a cycle', () => {
    // The admin put 2 below 4's sibling 3, then Confluence moved 3 below 4 (which is below 2).
    const moved = new Map([...confluence, ['3', '4']]);
    const stored = new Map([['2', { parentId: '3', confluenceParentId: '1' }]]);
    expect(keepAdminParents(moved, stored)).toEqual(moved);
  });
});

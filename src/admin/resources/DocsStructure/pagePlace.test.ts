import { savePagePlace } from './pagePlace';

describe('savePagePlace', () => {
  it('keeps what the last sync recorded', () => {
    expect(savePagePlace({ parentId: '1013', confluenceParentId: '1000' }, { parentId: '1000' })).toEqual({
      parentId: '1013',
      confluenceParentId: '1000',
    });
  });

  it('records the stored parent as Confluence’s for a page from before the rule', () => {
    expect(savePagePlace({ parentId: '1013' }, { parentId: '1000' })).toEqual({
      parentId: '1013',
      confluenceParentId: '1000',
    });
    expect(savePagePlace({ parentId: '1001' }, {})).toEqual({ parentId: '1001', confluenceParentId: null });
  });

  it('leaves out an emptied parent', () => {
    expect(savePagePlace({ parentId: null, confluenceParentId: '1000' }, { parentId: '1000' })).toEqual({
      confluenceParentId: '1000',
    });
  });
});

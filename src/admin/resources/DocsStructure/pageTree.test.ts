import { buildPageTree, pageWithSubpages, pagesWithChildren, type TreePage } from './pageTree';

const page = (id: string, title: string, parentId?: string, position = 0): TreePage => ({
  id,
  title,
  parentId,
  position,
  hidden: false,
});
const pages = [
  page('1002', 'Anmeldung', '1001', 0),
  page('1006', 'Arbeiten mit Berichten', '1000', 1),
  page('1001', 'Erste Schritte', '1000', 0),
  page('1000', 'Handbuch'),
  page('1003', 'Das Dashboard', '1001', 1),
];

describe('buildPageTree', () => {
  it('puts each page below its parent, in position order', () => {
    expect(buildPageTree(pages, (p) => p.title)).toEqual([
      {
        id: '1000',
        label: 'Handbuch',
        children: [
          {
            id: '1001',
            label: 'Erste Schritte',
            children: [
              { id: '1002', label: 'Anmeldung' },
              { id: '1003', label: 'Das Dashboard' },
            ],
          },
          { id: '1006', label: 'Arbeiten mit Berichten' },
        ],
      },
    ]);
  });

  it('shows a page with an unknown parent at the top instead of losing it', () => {
    expect(buildPageTree([page('1', 'Start'), page('2', 'Verwaist', '99')], (p) => p.title)).toEqual([
      { id: '1', label: 'Start' },
      { id: '2', label: 'Verwaist' },
    ]);
  });

  it('lists the pages that have children', () => {
    expect(pagesWithChildren(buildPageTree(pages, (p) => p.title))).toEqual(['1000', '1001']);
  });
});

describe('pageWithSubpages', () => {
  it('is the page and everything below it', () => {
    expect([...pageWithSubpages(pages, '1001')].sort()).toEqual(['1001', '1002', '1003']);
    expect([...pageWithSubpages(pages, '1006')]).toEqual(['1006']);
  });
});

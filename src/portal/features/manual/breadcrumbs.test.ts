import type { ManualNode } from '@shared/portalApi';
import { breadcrumbsOf } from './breadcrumbs';

const node = (pageId: string, children: ManualNode[] = []): ManualNode => ({
  pageData: { pageId, title: `T${pageId}` },
  children,
});
const root = node('1', [node('2', [node('3')]), node('4')]);

it('is the chain from the root to the page', () => {
  expect(breadcrumbsOf(root, '3').map((p) => p.pageId)).toEqual(['1', '2', '3']);
  expect(breadcrumbsOf(root, '1').map((p) => p.pageId)).toEqual(['1']);
  expect(breadcrumbsOf(root, '9')).toEqual([]);
  expect(breadcrumbsOf(null, '1')).toEqual([]);
});

import type MiniSearch from 'minisearch';
import type { Store } from '../../store/store';
import type { ManualPage } from './manualAccess';
import { germanIndex } from './germanSearch';
import { passagesOf, plainText } from './manualText';

interface PageDocument {
  id: string;
  title: string;
  text: string;
}

export interface PassageDocument {
  id: string;
  pageId: string;
  title: string;
  heading: string;
  section: number;
  text: string;
}

export interface ManualIndexes {
  pages: MiniSearch<PageDocument>;
  passages: MiniSearch<PassageDocument>;
  /** The passages of one section of a page, in page order. */
  sectionOf: (pageId: string, section: number) => readonly PassageDocument[];
}

const sectionKey = (pageId: string, section: number) => `${pageId}/${String(section)}`;

const cache = new WeakMap<Store, { version: number; indexes: ManualIndexes }>();

function build(pages: readonly ManualPage[]): ManualIndexes {
  const pageIndex = germanIndex<PageDocument>({
    fields: ['title', 'text'],
    storeFields: ['title', 'text'],
    boost: { title: 3 },
  });
  pageIndex.addAll(pages.map((page) => ({ id: String(page.id), title: page.title, text: plainText(page.content) })));
  const passageIndex = germanIndex<PassageDocument>({
    fields: ['title', 'heading', 'text'],
    storeFields: ['pageId', 'title', 'heading', 'section', 'text'],
    boost: { title: 2, heading: 2 },
  });
  const passages = pages.flatMap((page) =>
    passagesOf(page.content).map((passage, index) => ({
      id: `${String(page.id)}#${index}`,
      pageId: String(page.id),
      title: page.title,
      ...passage,
    })),
  );
  passageIndex.addAll(passages);
  const sections = new Map<string, PassageDocument[]>();
  for (const passage of passages) {
    const key = sectionKey(passage.pageId, passage.section);
    sections.set(key, [...(sections.get(key) ?? []), passage]);
  }
  return {
    pages: pageIndex,
    passages: passageIndex,
    sectionOf: (pageId, section) => sections.get(sectionKey(pageId, section)) ?? [],
  };
}

/**
 * Full-text indexes over the manual (whole pages for the search, passages for the assistant), rebuilt when
 * the pages change (json-server's router changes records in place, so the collection's version is the key).
 */
export function manualIndexes(store: Store): ManualIndexes {
  const version = store.collectionVersion('manualPages');
  const cached = cache.get(store);
  if (cached?.version === version) return cached.indexes;
  const indexes = build(store.collection('manualPages'));
  cache.set(store, { version, indexes });
  return indexes;
}

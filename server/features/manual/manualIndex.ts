import type MiniSearch from 'minisearch';
import type { Store } from '../../store/store';
import type { ManualPage } from './manualAccess';
import { synonymWords } from '@shared/schemas/manual';
import { GermanAnalyser, tokenizeGerman } from './germanAnalyser';
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
  analyser: GermanAnalyser;
  /** How specific a term is among the passages (inverse document frequency); undefined if no passage has it. */
  specificity: (term: string) => number | undefined;
  pages: MiniSearch<PageDocument>;
  passages: MiniSearch<PassageDocument>;
  /** The passages of one section of a page, in page order. */
  sectionOf: (pageId: string, section: number) => readonly PassageDocument[];
}

const sectionKey = (pageId: string, section: number) => `${pageId}/${String(section)}`;

const cache = new WeakMap<Store, { version: string; indexes: ManualIndexes }>();

function build(pages: readonly ManualPage[], synonymGroups: readonly string[][]): ManualIndexes {
  const texts = pages.map((page) => ({ page, text: plainText(page.content) }));
  const analyser = new GermanAnalyser(
    texts.flatMap(({ page, text }) => tokenizeGerman(`${page.title} ${text}`)),
    synonymGroups,
  );
  const pageIndex = germanIndex<PageDocument>(analyser, {
    fields: ['title', 'text'],
    storeFields: ['title', 'text'],
    boost: { title: 3 },
  });
  pageIndex.addAll(texts.map(({ page, text }) => ({ id: String(page.id), title: page.title, text })));
  const passageIndex = germanIndex<PassageDocument>(analyser, {
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
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    const terms = tokenizeGerman(`${passage.title} ${passage.heading} ${passage.text}`).flatMap(analyser.termsOf);
    for (const term of new Set(terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  return {
    analyser,
    specificity: (term) => {
      const frequency = documentFrequency.get(term);
      return frequency === undefined ? undefined : Math.log((passages.length + 1) / frequency);
    },
    pages: pageIndex,
    passages: passageIndex,
    sectionOf: (pageId, section) => sections.get(sectionKey(pageId, section)) ?? [],
  };
}

/**
 * Full-text indexes over the manual (whole pages for the search, passages for the assistant), rebuilt when
 * the pages or the synonym groups change (json-server's router changes records in place, so the collection's version is the key).
 */
export function manualIndexes(store: Store): ManualIndexes {
  const version = `${store.collectionVersion('manualPages')}/${store.collectionVersion('manualSynonyms')}`;
  const cached = cache.get(store);
  if (cached?.version === version) return cached.indexes;
  const synonymGroups = store.collection('manualSynonyms').map((group) => synonymWords(group.words));
  const indexes = build(store.collection('manualPages'), synonymGroups);
  cache.set(store, { version, indexes });
  return indexes;
}

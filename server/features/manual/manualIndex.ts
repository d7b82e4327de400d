import type MiniSearch from 'minisearch';
import type { Store } from '../../store/store';
import type { ManualPage } from './manualAccess';
import { synonymWords } from '@shared/schemas/manual';
import { GermanAnalyser } from './germanAnalyser';
import { germanIndex } from './germanSearch';
import { passagesOf, plainText } from './manualText';
import { joinSeparableVerbs } from './separableVerbs';
import { TermIndex } from './termIndex';

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
  /** The manual search: whole pages, found while the user types (prefixes, typos). */
  pages: MiniSearch<PageDocument>;
  /** The assistant's ranking: passages (page title and heading weighted twice) … */
  passageTerms: TermIndex;
  /** … sections (the part of a page below one heading, weighted likewise) … */
  sectionTerms: TermIndex;
  /** … and whole pages (title weighted three times). */
  pageTerms: TermIndex;
  passage: (id: string) => PassageDocument | undefined;
  /** The passages of one section of a page, in page order. */
  sectionOf: (pageId: string, section: number) => readonly PassageDocument[];
}

export const sectionKey = (pageId: string, section: number) => `${pageId}/${String(section)}`;

const cache = new WeakMap<Store, { version: string; indexes: ManualIndexes }>();

function build(pages: readonly ManualPage[], synonymGroups: readonly string[][]): ManualIndexes {
  const passages = pages.flatMap((page) =>
    passagesOf(page.content).map((passage, index) => ({
      id: `${String(page.id)}#${index}`,
      pageId: String(page.id),
      title: page.title,
      ...passage,
    })),
  );
  const headings = new Set(passages.map((passage) => passage.heading));
  const analyser = new GermanAnalyser(
    [...pages.map((page) => page.title), ...headings, ...passages.map((passage) => passage.text)].map(
      joinSeparableVerbs,
    ),
    synonymGroups,
  );
  const pageIndex = germanIndex<PageDocument>(analyser, {
    fields: ['title', 'text'],
    storeFields: ['title', 'text'],
    boost: { title: 3 },
  });
  const texts = pages.map((page) => ({ id: String(page.id), title: page.title, text: plainText(page.content) }));
  pageIndex.addAll(texts);
  const passageTerms = new TermIndex(
    passages.map(({ id, title, heading, text }) => ({
      id,
      fields: [
        { text: title, weight: 2 },
        { text: joinSeparableVerbs(heading), weight: 2 },
        { text: joinSeparableVerbs(text), weight: 1 },
      ],
    })),
    analyser.weightedTermsOf,
  );
  const pageTerms = new TermIndex(
    pages.map((page) => ({
      id: String(page.id),
      fields: [
        { text: page.title, weight: 3 },
        ...passages
          .filter((passage) => passage.pageId === String(page.id))
          .flatMap((passage, index, all) => [
            ...(passage.heading !== all[index - 1]?.heading ? [passage.heading] : []),
            passage.text,
          ])
          .map((text) => ({ text: joinSeparableVerbs(text), weight: 1 })),
      ],
    })),
    analyser.weightedTermsOf,
  );
  const sections = new Map<string, PassageDocument[]>();
  for (const passage of passages) {
    const key = sectionKey(passage.pageId, passage.section);
    sections.set(key, [...(sections.get(key) ?? []), passage]);
  }
  const sectionTerms = new TermIndex(
    [...sections].map(([id, [first, ...rest]]) => ({
      id,
      fields: [
        { text: first?.title ?? '', weight: 2 },
        { text: joinSeparableVerbs(first?.heading ?? ''), weight: 2 },
        ...[first, ...rest].map((passage) => ({ text: joinSeparableVerbs(passage?.text ?? ''), weight: 1 })),
      ],
    })),
    analyser.weightedTermsOf,
  );
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  return {
    analyser,
    pages: pageIndex,
    passageTerms,
    sectionTerms,
    pageTerms,
    passage: (id) => byId.get(id),
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

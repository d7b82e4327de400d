import type MiniSearch from 'minisearch';
import type { Store } from '../../store/store';
import type { ManualPage } from './manualAccess';
import { synonymWords } from '@shared/schemas/manual';
import { GermanAnalyser } from './germanAnalyser';
import { germanIndex } from './germanSearch';
import { passagesOf, plainText, type Passage } from './manualText';
import { joinSeparableVerbs } from './separableVerbs';
import { TermIndex } from './termIndex';

interface PageDocument {
  id: string;
  title: string;
  text: string;
}

export interface PassageDocument extends Passage {
  id: string;
  pageId: string;
  title: string;
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

/**
 * Words a passage mentions rather than says count this much: link texts name another page ('siehe
 * Wartungsarbeiten und Systemhinweise'), quotes an example or a label ('z. B. „Wie richte ich ein Abonnement
 * ein?“').
 */
const MENTION_WEIGHT = 0.25;
const quoted = /„[^“]*“/g;
/**
 * A passage giving an e-mail address says what staff ask for as 'Mailadresse' although it never writes the word
 * ('radar-support@sparkassen-portal.example'); the words whole only, so any question about e-mail does not find
 * it ('Schreib mir eine E-Mail').
 */
const emailAddress = /[\p{L}\p{N}._-]+@[\p{L}\p{N}-]+\.[\p{L}\p{N}.-]+/u;
const EMAIL_ADDRESS_WORDS = 'Mailadresse Emailadresse';

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
  /** What a passage says, for the indexes: its own words fully, what it mentions less. */
  const body = (passage: PassageDocument) => [
    { text: joinSeparableVerbs(passage.ownText.replace(quoted, ' ')), weight: 1 },
    ...[...passage.ownText.matchAll(quoted)].map(([quote]) => ({
      text: joinSeparableVerbs(quote),
      weight: MENTION_WEIGHT,
    })),
    { text: passage.linkText, weight: MENTION_WEIGHT },
    ...(emailAddress.test(passage.text) ? [{ text: EMAIL_ADDRESS_WORDS, weight: 1, wholeWords: true }] : []),
  ];
  const sections = new Map<string, PassageDocument[]>();
  for (const passage of passages) {
    const key = sectionKey(passage.pageId, passage.section);
    sections.set(key, [...(sections.get(key) ?? []), passage]);
  }
  const indexOf = (documents: { id: string; title: string; heading?: string; passages: PassageDocument[] }[]) =>
    new TermIndex(
      documents.map(({ id, title, heading, passages: inside }) => ({
        id,
        fields: [
          { text: title, weight: heading === undefined ? 3 : 2 },
          { text: joinSeparableVerbs(heading ?? ''), weight: 2 },
          ...inside.flatMap((passage, index) => [
            // A page is read with its headings, once per section.
            ...(heading === undefined && passage.heading !== inside[index - 1]?.heading
              ? [{ text: passage.heading, weight: 1 }]
              : []),
            ...body(passage),
          ]),
        ],
      })),
      analyser.weightedTermsOf,
    );
  const passageTerms = indexOf(passages.map((passage) => ({ ...passage, passages: [passage] })));
  const sectionTerms = indexOf(
    [...sections].map(([id, inside]) => ({
      id,
      title: inside[0]?.title ?? '',
      heading: inside[0]?.heading ?? '',
      passages: inside,
    })),
  );
  const pageTerms = indexOf(
    pages.map((page) => ({
      id: String(page.id),
      title: page.title,
      passages: passages.filter((passage) => passage.pageId === String(page.id)),
    })),
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

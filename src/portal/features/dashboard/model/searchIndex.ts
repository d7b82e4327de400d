import type { ModuleEntry } from '@shared/portalApi';
import { FAVORITES_MODULE_TYPE } from './moduleTypes';

/** The lower-cased texts the search compares for one module entry. */
export interface SearchText {
  name: string;
  reports: string[];
  /** Name and report names, one per line: one look-up tells whether anything in the card matches. */
  all: string;
  /** The favourites module, which every search keeps. */
  favorites: boolean;
}

/** The loaded entries with their search texts side by side, so a keystroke scans plain strings only. */
export interface SearchIndex {
  entries: readonly ModuleEntry[];
  texts: readonly SearchText[];
}

// Per entry object: a loaded page keeps its entries while later pages arrive, so each is lower-cased once.
const textsOf = new WeakMap<ModuleEntry, SearchText>();

/** A search text: trimmed and lower-cased. */
export const searchTerm = (text: string): string => text.trim().toLowerCase();

/** Which names of a module hold the search term: its own, and each report's in the entry's order. */
export interface SearchHits {
  module: boolean;
  reports: readonly boolean[];
}

/**
 * The search rule (docs/requirements/behaviour.md, dashboard): a name matches when it holds the term (from
 * `searchTerm`) literally. Which modules a search keeps, how their cards are marked and whether anything was found
 * all ask this.
 */
export const searchHitsOf = (text: SearchText, term: string): SearchHits => ({
  module: text.name.includes(term),
  reports: text.reports.map((report) => report.includes(term)),
});

/** Whether any name of the module holds the term: `searchHitsOf` in one look-up of `all`, for the keystroke's scan. */
export const matchesAny = (text: SearchText, term: string): boolean => {
  // A search field holds no line break; a term with one must not match across two names in `all`.
  if (!term.includes('\n')) return text.all.includes(term);
  const hits = searchHitsOf(text, term);
  return hits.module || hits.reports.includes(true);
};

export function searchTextOf(entry: ModuleEntry): SearchText {
  let text = textsOf.get(entry);
  if (!text) {
    const name = entry.moduleDto.name.toLowerCase();
    const reports = entry.moduleDto.reports.map((report) => report.name.toLowerCase());
    const favorites = entry.moduleDto.moduleType === FAVORITES_MODULE_TYPE;
    text = { name, reports, all: [name, ...reports].join('\n'), favorites };
    textsOf.set(entry, text);
  }
  return text;
}

export const searchIndexOf = (entries: readonly ModuleEntry[]): SearchIndex => ({
  entries,
  texts: entries.map(searchTextOf),
});

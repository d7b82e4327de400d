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

/** Whether the module's name or one of its reports holds the (lower-cased) term. */
export const matchesAny = (text: SearchText, term: string): boolean =>
  // A search field holds no line break; a term with one must not match across two names in `all`.
  term.includes('\n') ? [text.name, ...text.reports].some((name) => name.includes(term)) : text.all.includes(term);

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

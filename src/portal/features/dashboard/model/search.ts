import type { ModuleEntry } from '@shared/portalApi';
import { matchesAny, type SearchIndex, searchHitsOf, searchTerm, searchTextOf } from './searchIndex';

/**
 * docs/requirements/behaviour.md: the text is matched case-insensitively and literally (special characters are plain text) against
 * module and report names. A module stays if its name or a report matches, or it is the favourites module. Returns
 * the entries themselves: `markSearch` marks the misses of the few cards that are drawn. An empty text changes
 * nothing.
 */
export function searchModules({ entries, texts }: SearchIndex, text: string): readonly ModuleEntry[] {
  const term = searchTerm(text);
  if (term === '') return entries;
  const kept: ModuleEntry[] = [];
  texts.forEach((candidate, index) => {
    const entry = entries[index];
    if (entry && (candidate.favorites || matchesAny(candidate, term))) kept.push(entry);
  });
  return kept;
}

/** The last marked result of each entry with the flags it was built from, so an unchanged card keeps its object. */
const previous = new WeakMap<ModuleEntry, { flags: string; result: ModuleEntry }>();

/**
 * The entry as its card shows it for a search: reports that do not match are marked notFound and moved last, the
 * module is marked notFound when its name does not match. The reports come in display order (the server sorts
 * them, a favourite toggle re-sorts them), so moving the misses last keeps that order without sorting again. The
 * same flags as for the previous text give the same object, so the card does not render again.
 */
export function markSearch(entry: ModuleEntry, text: string): ModuleEntry {
  const term = searchTerm(text);
  if (term === '') return entry;
  const hits = searchHitsOf(searchTextOf(entry), term);
  const flags = [hits.module, ...hits.reports].map((hit) => (hit ? '1' : '0')).join('');
  const cached = previous.get(entry);
  if (cached?.flags === flags) return cached.result;
  const marked = entry.moduleDto.reports.map((report, index) => ({ ...report, notFound: !hits.reports[index] }));
  const result = {
    ...entry,
    moduleDto: {
      ...entry.moduleDto,
      notFound: !hits.module,
      reports: [...marked.filter((report) => !report.notFound), ...marked.filter((report) => report.notFound)],
    },
  };
  previous.set(entry, { flags, result });
  return result;
}

/**
 * Whether a search result holds anything the text matched: the favourites module is kept whatever the text, so
 * on its own, without a matching report, it is no result.
 */
export function hasMatches(shown: readonly ModuleEntry[], text: string): boolean {
  const term = searchTerm(text);
  return shown.some((entry) => {
    const text = searchTextOf(entry);
    return !text.favorites || searchHitsOf(text, term).reports.includes(true);
  });
}

import type { ModuleEntry } from '../../../../shared/portalApi';
import { sortReports } from './reports';

export const FAVORITES_MODULE_TYPE = 'PBI_REPORT_FAVORITE';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last search result of each entry with the flags it was built from, so an unchanged card keeps its object. */
const previous = new WeakMap<ModuleEntry, { flags: string; result: ModuleEntry }>();

/**
 * Spec section 4: the text is matched case-insensitively (special characters taken literally) against module and
 * report names. A module stays if its name matches, a report matches, or it is the favourites module; reports
 * that do not match are marked notFound and sorted last. An empty text changes nothing. A module whose flags are
 * the same as for the previous text comes back as the same object, so its card does not render again.
 */
export function searchModules(entries: readonly ModuleEntry[], text: string): readonly ModuleEntry[] {
  const term = text.trim();
  if (term === '') return entries;
  const pattern = new RegExp(escapeRegExp(term), 'i');
  const result: ModuleEntry[] = [];
  for (const entry of entries) {
    const module = entry.moduleDto;
    const favorites = module.moduleType === FAVORITES_MODULE_TYPE;
    const found = module.reports.map((report) => pattern.test(report.name));
    const nameMatches = pattern.test(module.name);
    if (!nameMatches && !favorites && !found.includes(true)) continue;
    const flags = `${Number(nameMatches)}${found.map(Number).join('')}`;
    const cached = previous.get(entry);
    if (cached?.flags === flags) {
      result.push(cached.result);
      continue;
    }
    const reports = module.reports.map((report, index) => ({ ...report, notFound: !found[index] }));
    const searched = {
      ...entry,
      moduleDto: { ...module, notFound: !nameMatches, reports: sortReports(reports, favorites) },
    };
    previous.set(entry, { flags, result: searched });
    result.push(searched);
  }
  return result;
}

/**
 * Whether a search result holds anything the text matched: the favourites module is kept whatever the text, so
 * on its own, without a matching report, it is no result.
 */
export const hasMatches = (shown: readonly ModuleEntry[]): boolean =>
  shown.some(
    ({ moduleDto }) =>
      moduleDto.moduleType !== FAVORITES_MODULE_TYPE || moduleDto.reports.some((report) => !report.notFound),
  );

import type { ModuleEntry } from '../../../../shared/portalApi';
import { sortReports } from './reports';

export const FAVORITES_MODULE_TYPE = 'PBI_REPORT_FAVORITE';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Spec section 4: the text is matched case-insensitively (special characters taken literally) against module and
 * report names. A module stays if its name matches, a report matches, or it is the favourites module; reports
 * that do not match are marked notFound and sorted last. An empty text changes nothing.
 */
export function searchModules(entries: readonly ModuleEntry[], text: string): readonly ModuleEntry[] {
  const term = text.trim();
  if (term === '') return entries;
  const pattern = new RegExp(escapeRegExp(term), 'i');
  const result: ModuleEntry[] = [];
  for (const entry of entries) {
    const module = entry.moduleDto;
    const favorites = module.moduleType === FAVORITES_MODULE_TYPE;
    const reports = module.reports.map((report) => ({ ...report, notFound: !pattern.test(report.name) }));
    const nameMatches = pattern.test(module.name);
    if (!nameMatches && !favorites && reports.every((report) => report.notFound)) continue;
    result.push({
      ...entry,
      moduleDto: { ...module, notFound: !nameMatches, reports: sortReports(reports, favorites) },
    });
  }
  return result;
}

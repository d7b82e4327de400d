import type { AccountOption, ReportInfo } from '@shared/portalApi';

const collator = new Intl.Collator('de', { sensitivity: 'base' });

/** The accounts of a report's infos in the order the selector shows them: sortPriority, then name, then e-mail. */
export function accountOptionsOf(infos: readonly ReportInfo[]): AccountOption[] {
  return infos
    .map(({ pbiAccountId, pbiAccountDetails }) => ({
      id: pbiAccountId,
      name: pbiAccountDetails.displayname,
      email: pbiAccountDetails.key,
      sortPriority: pbiAccountDetails.sortPriority,
    }))
    .sort(
      (a, b) =>
        a.sortPriority - b.sortPriority || collator.compare(a.name, b.name) || collator.compare(a.email, b.email),
    );
}

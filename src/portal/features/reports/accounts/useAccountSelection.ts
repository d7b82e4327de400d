import { useEffect, useMemo, useRef, useState } from 'react';
import type { AccountOption, ReportInfo } from '@shared/portalApi';
import { accountOptionsOf } from './accountOptions';

/** docs/requirements/behaviour.md: after another account is chosen, its entry's report is selected 100 ms later. */
export const RESELECT_DELAY_MS = 100;

type AccountId = AccountOption['id'];

export interface AccountSelection {
  options: AccountOption[];
  /** The account the selector shows. */
  selectedId?: AccountId;
  /** The info whose report is shown; undefined in the 100 ms between choosing an account and showing it. */
  activeInfo?: ReportInfo;
  select: (id: AccountId) => void;
}

/** Which report the infos are about, and with which accounts: a change starts the selection over. */
const reportKeyOf = (infos: readonly ReportInfo[] | undefined) =>
  (infos ?? []).map((info) => `${info.moduleId}/${info.reportId}/${info.pbiAccountId}`).join(',');

/**
 * The account selector of the report view: the first account in selector order is selected; choosing
 * another clears the shown report at once and shows that account's entry after 100 ms, so the renderer
 * starts afresh with the other account. New infos (another report) start over with their first account.
 */
export function useAccountSelection(infos: readonly ReportInfo[] | undefined): AccountSelection {
  const options = useMemo(() => accountOptionsOf(infos ?? []), [infos]);
  const report = reportKeyOf(infos);
  const [choice, setChoice] = useState<{ report: string; id?: AccountId; shown: boolean }>({ report, shown: true });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const current = choice.report === report ? choice : { report, shown: true };
  if (current !== choice) setChoice(current);
  const selectedId = current.id ?? options[0]?.id;

  const select = (id: AccountId) => {
    if (String(id) === String(selectedId)) return;
    clearTimeout(timer.current);
    setChoice({ report, id, shown: false });
    timer.current = setTimeout(() => setChoice({ report, id, shown: true }), RESELECT_DELAY_MS);
  };

  const activeInfo = current.shown
    ? infos?.find((info) => String(info.pbiAccountId) === String(selectedId))
    : undefined;
  return { options, selectedId, activeInfo, select };
}

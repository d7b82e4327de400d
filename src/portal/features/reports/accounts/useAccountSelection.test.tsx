import { act, renderHook } from '@testing-library/react';
import type { ReportInfo } from '@shared/portalApi';
import { RESELECT_DELAY_MS, useAccountSelection } from './useAccountSelection';

const info = (pbiAccountId: number, displayname: string, sortPriority: number, reportId = 1): ReportInfo => ({
  pbiAccountId,
  pbiAccountDetails: { displayname, key: `${displayname.toLowerCase()}@spk.de`, sortPriority },
  moduleId: 2,
  reportId,
  reportName: 'Vertriebsübersicht',
  moduleName: 'Vertrieb',
  external: false,
  reportKey: 'VERTRIEB_UEBERSICHT',
});

const infos = [info(1, 'Zentrale', 2), info(2, 'Vertrieb', 1)];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAccountSelection', () => {
  it('selects the first account in selector order', () => {
    const { result } = renderHook(() => useAccountSelection(infos));
    expect(result.current.options.map((option) => option.id)).toEqual([2, 1]);
    expect(result.current.selectedId).toBe(2);
    expect(result.current.activeInfo?.pbiAccountId).toBe(2);
  });

  it('clears the report at once when another account is chosen and shows its entry after 100 ms', () => {
    const { result } = renderHook(() => useAccountSelection(infos));
    act(() => result.current.select(1));
    expect(result.current.selectedId).toBe(1);
    expect(result.current.activeInfo).toBeUndefined();
    act(() => vi.advanceTimersByTime(RESELECT_DELAY_MS - 1));
    expect(result.current.activeInfo).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.activeInfo?.pbiAccountId).toBe(1);
  });

  it('ignores choosing the account already selected, and only the last of quick choices wins', () => {
    const { result } = renderHook(() => useAccountSelection([...infos, info(3, 'Revision', 3)]));
    act(() => result.current.select(2));
    expect(result.current.activeInfo?.pbiAccountId).toBe(2);
    act(() => result.current.select(1));
    act(() => vi.advanceTimersByTime(50));
    act(() => result.current.select(3));
    act(() => vi.advanceTimersByTime(RESELECT_DELAY_MS));
    expect(result.current.activeInfo?.pbiAccountId).toBe(3);
  });

  it('starts over with the first account when the infos of another report arrive', () => {
    const { result, rerender } = renderHook(({ list }) => useAccountSelection(list), { initialProps: { list: infos } });
    act(() => result.current.select(1));
    act(() => vi.advanceTimersByTime(RESELECT_DELAY_MS));
    const next = [info(1, 'Zentrale', 2, 7), info(2, 'Vertrieb', 1, 7)];
    rerender({ list: next });
    expect(result.current.selectedId).toBe(2);
    expect(result.current.activeInfo).toBe(next[1]);
  });
});

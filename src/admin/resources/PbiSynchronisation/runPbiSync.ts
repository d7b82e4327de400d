import { pbiSyncedCount, type PbiSyncPage } from '@shared/schemas';

/** docs/requirements/limits.md: the pause after each unfinished page before the next is requested. */
export const PBI_SYNC_PAGE_DELAY_MS = 250;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the PBI synchronisation page by page from page 0 (docs/requirements/behaviour.md): after each unfinished page it
 * reports the reports synchronised so far and waits 250 ms. Resolves with N = page × pageSize + size of the
 * finishing page; the first failing page rejects.
 */
export async function runPbiSync(
  requestPage: (page: number) => Promise<PbiSyncPage>,
  onProgress: (synced: number) => void,
): Promise<number> {
  for (let page = 0; ; page += 1) {
    const answer = await requestPage(page);
    if (answer.finished) return pbiSyncedCount(answer);
    onProgress(pbiSyncedCount(answer));
    await pause(PBI_SYNC_PAGE_DELAY_MS);
  }
}

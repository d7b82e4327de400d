import type { Page } from '@playwright/test';
import { card } from '../../tests/e2e/support/dashboard';

/** A report of max.muster's dashboard drawn by the local renderer (its account is LOCAL in db.json). */
export const openedReport = { module: 'Vertriebssteuerung', report: 'Vertriebsübersicht' } as const;

/**
 * Milliseconds from the click on the report's link on the dashboard to the first frame that shows the report:
 * the local renderer's article with its first visual, as the e2e tests detect a drawn report. Timed inside the
 * page: from the click event's time stamp (so the input delay counts) to the task after the frame's
 * animation-frame callback, which runs once the frame has been painted.
 */
async function openOnce(page: Page, serverUrl: string, clearCache: () => Promise<void>): Promise<number> {
  // Every run loads the dashboard cold, as a first visit does: the report page's code loads on the click.
  await clearCache();
  await page.goto(`${serverUrl}/`);
  const link = card(page, openedReport.module).getByRole('link', { name: openedReport.report, exact: true });
  await link.waitFor();
  await page.waitForLoadState('networkidle');
  const opened = page.evaluate(
    (title) =>
      new Promise<number>((resolve) => {
        let clickedAt: number | undefined;
        document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const visual = `article[aria-label="${CSS.escape(title)}"] section`;
        const observer = new MutationObserver(() => {
          if (clickedAt === undefined || document.querySelector(visual) === null) return;
          observer.disconnect();
          const start = clickedAt;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - start);
            channel.port2.postMessage(null);
          });
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    openedReport.report,
  );
  await link.click();
  return opened;
}

/** `runs` openings of the report from a freshly loaded dashboard, in milliseconds. */
export async function reportOpenTimes(
  page: Page,
  serverUrl: string,
  clearCache: () => Promise<void>,
  runs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await openOnce(page, serverUrl, clearCache));
  return times;
}

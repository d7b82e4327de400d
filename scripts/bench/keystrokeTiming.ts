import { quantile } from './quantile';

/** One keystroke as the page saw it (times in ms on the page's clock, `performance.now()`). */
export interface KeystrokeTiming {
  /** The search text after the keystroke. */
  value: string;
  /** The keydown's `timeStamp`: when the browser took the key from the operating system (here: the protocol). */
  timeStamp: number;
  /** When the first keydown listener ran: the input delay ends here. */
  processingStart: number;
  /** When the `input` event's last listener (after React's handler and its render) was done. */
  processingEnd?: number;
  /** The keyup's input delay and processing, measured the same way. */
  keyupDelay?: number;
  keyupProcessing?: number;
  /** From the keydown's `timeStamp` to the frame that showed the grid's result for `value` (if it showed one). */
  shownAfter?: number;
}

/** What the Event Timing API reported (events of 16 ms or more until the next paint). */
export interface EventTimingEntry {
  name: string;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}

export interface BenchWindow {
  keystrokes: KeystrokeTiming[];
  eventTimings: EventTimingEntry[];
}

/**
 * Runs in the page before its own scripts (`addInitScript`), so its capture listeners on `window` run before any
 * of the app's, and its bubble listeners after them: the keydown's input delay is the time from its `timeStamp` to
 * the first listener; the processing runs from there to the end of the `input` event, whose handlers (React's
 * `onChange` and the render it flushes before the event's next listener) run in the same task. The same
 * definitions as the Event Timing API, which reports only events of 16 ms or more and is collected beside it.
 */
export function instrumentKeystrokes(): void {
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  const w = window as unknown as BenchWindow;
  w.keystrokes = [];
  w.eventTimings = [];
  let current: KeystrokeTiming | undefined;
  let keyupStart = 0;
  window.addEventListener(
    'keydown',
    (event) => {
      current = { value: '', timeStamp: event.timeStamp, processingStart: performance.now() };
      w.keystrokes.push(current);
    },
    { capture: true },
  );
  // The value before the app's handlers run: the grid may show it within them.
  window.addEventListener(
    'input',
    (event) => {
      if (current) current.value = (event.target as HTMLInputElement).value;
    },
    { capture: true },
  );
  window.addEventListener('input', () => {
    if (current) current.processingEnd = performance.now();
  });
  window.addEventListener(
    'keyup',
    (event) => {
      keyupStart = performance.now();
      if (current) current.keyupDelay = keyupStart - event.timeStamp;
    },
    { capture: true },
  );
  window.addEventListener('keyup', () => {
    if (current) current.keyupProcessing = performance.now() - keyupStart;
  });
  // The grid's `data-search` names the text it shows results for: the frame after it changes shows them.
  new MutationObserver(() => {
    const text = document.querySelector('[data-search]')?.getAttribute('data-search');
    const typed = w.keystrokes.find((keystroke) => keystroke.value === text && keystroke.shownAfter === undefined);
    if (!typed) return;
    requestAnimationFrame(() => (typed.shownAfter = performance.now() - typed.timeStamp));
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-search'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { name, startTime, processingStart, processingEnd, duration } = entry;
      w.eventTimings.push({ name, startTime, processingStart, processingEnd, duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));

export interface KeystrokeRow {
  key: string;
  inputDelay: number;
  processing: number;
  total: number;
  keyup: number;
  shownAfter: number | undefined;
}

export function keystrokeRows(keystrokes: readonly KeystrokeTiming[]): KeystrokeRow[] {
  return keystrokes.map((keystroke) => {
    const inputDelay = keystroke.processingStart - keystroke.timeStamp;
    const processing = (keystroke.processingEnd ?? keystroke.processingStart) - keystroke.processingStart;
    return {
      key: keystroke.value.at(-1) ?? '',
      inputDelay,
      processing,
      total: inputDelay + processing,
      keyup: (keystroke.keyupDelay ?? 0) + (keystroke.keyupProcessing ?? 0),
      shownAfter: keystroke.shownAfter,
    };
  });
}

/** The Markdown table of bench:search: one row per keystroke, then p50, p95 and the maximum of each column. */
export function keystrokeTable(rows: readonly KeystrokeRow[]): string {
  const lines = [
    '| # | Taste | Eingabeverzögerung | Verarbeitung | Summe | keyup | bis Ergebnis sichtbar |',
    '| --: | --- | --: | --: | --: | --: | --: |',
    ...rows.map(
      (row, index) =>
        `| ${index + 1} | \`${row.key === ' ' ? '␣' : row.key}\` | ${ms(row.inputDelay)} | ${ms(row.processing)} | ` +
        `${ms(row.total)} | ${ms(row.keyup)} | ${ms(row.shownAfter)} |`,
    ),
  ];
  const shown = rows.flatMap((row) => (row.shownAfter === undefined ? [] : [row.shownAfter]));
  for (const [label, q] of [
    ['p50', 0.5],
    ['p95', 0.95],
    ['max', 1],
  ] as const) {
    const of = (pick: (row: KeystrokeRow) => number) => ms(quantile(rows.map(pick), q));
    lines.push(
      `| **${label}** | | ${of((r) => r.inputDelay)} | ${of((r) => r.processing)} | ${of((r) => r.total)} | ` +
        `${of((r) => r.keyup)} | ${shown.length ? ms(quantile(shown, q)) : '–'} |`,
    );
  }
  return lines.join('\n');
}

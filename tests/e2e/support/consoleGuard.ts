import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

/** Something a page of a test reported: a console warning or error, or an error nobody caught. */
export interface ConsoleReport {
  /** A block of the Content-Security-Policy, reported apart from the other messages. */
  csp: boolean;
  text: string;
  /** The page's address, the message's source location and its text, as the failed test names it. */
  line: string;
}

/** Chromium reports every blocked load or script of the Content-Security-Policy on the console. */
export const isCspViolation = (text: string): boolean => /Content Security Policy/i.test(text);

/** Blocks Chromium reports only as an issue (a caught `eval`) reach the console through the page's event. */
const reportViolationEvents = () =>
  document.addEventListener('securitypolicyviolation', (event) =>
    console.error(`Content Security Policy: ${event.violatedDirective} blockiert ${event.blockedURI}`),
  );

export function consoleReport(page: Page, message: ConsoleMessage): ConsoleReport | undefined {
  const text = message.text();
  const csp = isCspViolation(text);
  if (!csp && message.type() !== 'warning' && message.type() !== 'error') return undefined;
  const { url, lineNumber, columnNumber } = message.location();
  return { csp, text, line: `${page.url()} (${url}:${lineNumber + 1}:${columnNumber + 1}) ${message.type()}: ${text}` };
}

function pageErrorReport(page: Page, error: Error): ConsoleReport {
  const where = error.stack?.split('\n').find((line) => line.trimStart().startsWith('at '));
  return {
    csp: false,
    text: error.message,
    line: `${page.url()} (${where?.trim() ?? 'ohne Stack'}) pageerror: ${error.message}`,
  };
}

/** The contexts of this worker that are still open, for `closeContextsOn`. */
const openContexts = new Set<BrowserContext>();

/**
 * Closes every context with a page on the origin, before a spec's own server stops: a page a spec left open would
 * otherwise keep polling the stopped server and speak into the console of the worker's next tests.
 */
export async function closeContextsOn(origin: string): Promise<void> {
  const onOrigin = [...openContexts].filter((context) =>
    context.pages().some((page) => URL.canParse(page.url()) && new URL(page.url()).origin === origin),
  );
  await Promise.all(onOrigin.map((context) => context.close().catch(() => undefined)));
}

/** Collects the reports of every page the context has and opens, including the pages of its popups. */
export async function watchConsole(context: BrowserContext, reports: ConsoleReport[]): Promise<BrowserContext> {
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  await context.addInitScript(reportViolationEvents);
  const watch = (page: Page) => {
    page.on('console', (message) => {
      const report = consoleReport(page, message);
      if (report) reports.push(report);
    });
    page.on('pageerror', (error) => reports.push(pageErrorReport(page, error)));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return context;
}

/** What a test allows: CSP blocks (a test of the policy itself) and the messages it provokes on purpose. */
export interface ConsoleAllowance {
  cspViolationsAllowed: boolean;
  expected: readonly RegExp[];
}

/**
 * The reports that fail a test, CSP blocks apart from the other messages, and the expected messages that did not
 * come: an allowance is an expectation, so it cannot outlive the failure it was written for. A pattern is matched
 * against the whole report: page, source location and text.
 */
export function unexpectedReports(
  reports: readonly ConsoleReport[],
  { cspViolationsAllowed, expected }: ConsoleAllowance,
): { csp: string[]; console: string[]; missing: string[] } {
  const isExpected = (report: ConsoleReport) => expected.some((pattern) => pattern.test(report.line));
  return {
    csp: cspViolationsAllowed ? [] : reports.filter((report) => report.csp).map((report) => report.line),
    console: reports.filter((report) => !report.csp && !isExpected(report)).map((report) => report.line),
    missing: expected.filter((pattern) => !reports.some((report) => pattern.test(report.line))).map(String),
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The messages a request that fails on purpose leaves on the console: Chromium's failed load (named by the
 * request's path) and, for a call of the API client, its log of the error (`withApiLog`).
 */
export function failedRequest(status: number, path: string, { withApiLog = true } = {}): RegExp[] {
  const loadFailed = new RegExp(
    `${escaped(path)}(\\?\\S*)?:1:1\\) error: Failed to load resource: the server responded with a status of ${status} `,
  );
  return withApiLog
    ? [loadFailed, new RegExp(`error: API error ${status} for (http://[^/ ]+)?${escaped(path)}(\\?\\S*)?: `)]
    : [loadFailed];
}

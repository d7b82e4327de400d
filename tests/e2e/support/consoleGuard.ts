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

/** Collects the reports of every page the context has and opens, including the pages of its popups. */
export async function watchConsole(context: BrowserContext, reports: ConsoleReport[]): Promise<BrowserContext> {
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

/** What a test allows: CSP blocks (a test of the policy itself) and messages it provokes on purpose. */
export interface ConsoleAllowance {
  cspViolationsAllowed: boolean;
  consoleMessagesAllowed: readonly RegExp[];
}

/** The reports that fail a test, CSP blocks apart from the other messages. */
export function unexpectedReports(
  reports: readonly ConsoleReport[],
  { cspViolationsAllowed, consoleMessagesAllowed }: ConsoleAllowance,
): { csp: string[]; console: string[] } {
  const csp = cspViolationsAllowed ? [] : reports.filter((report) => report.csp);
  const console = reports.filter(
    (report) => !report.csp && !consoleMessagesAllowed.some((allowed) => allowed.test(report.text)),
  );
  return { csp: csp.map((report) => report.line), console: console.map((report) => report.line) };
}

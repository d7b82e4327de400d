import { createContext, useContext, useEffect } from 'react';

/** A report a support request is about; the ids travel with the request. */
export interface SupportReport {
  reportName: string;
  moduleId?: string | number;
  reportId?: string | number;
}

/** What the dialog opens with: the report (the one on screen unless given) and a first text for the question. */
export interface SupportPrefill {
  report?: SupportReport;
  message?: string;
}

/**
 * `dashboard`: opened away from a report (name and e-mail shown read-only, docs/requirements/validation.md);
 * `report`: opened for a report.
 */
export type SupportVariant = 'dashboard' | 'report';

export type OpenSupport = (prefill?: SupportPrefill) => void;

export const SupportDialogContext = createContext<OpenSupport | null>(null);

/** Opens the 'Support-Anfrage' dialog, for the report on screen (or the one given) and with the text given. */
export function useOpenSupport(): OpenSupport {
  const open = useContext(SupportDialogContext);
  if (!open) throw new Error('useOpenSupport needs the ShellDialogsProvider above it.');
  return open;
}

export const SupportReportContext = createContext<((report: SupportReport | undefined) => void) | null>(null);

/**
 * Names the report the page shows while it is mounted, so every way into the support dialog (header, menu,
 * assistant) asks about that report (docs/requirements/README.md: the dialog "can be tied to a report").
 */
export function useSupportReport(report: SupportReport | undefined): void {
  const setReport = useContext(SupportReportContext);
  if (!setReport) throw new Error('useSupportReport needs the ShellDialogsProvider above it.');
  const { reportName, moduleId, reportId } = report ?? {};
  useEffect(() => {
    if (reportName === undefined) return undefined;
    setReport({ reportName, moduleId, reportId });
    return () => setReport(undefined);
  }, [setReport, reportName, moduleId, reportId]);
}

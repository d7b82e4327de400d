import { createContext, useContext } from 'react';

/** A report the dialog is opened for (report view, AI assistant); the ids travel with the request. */
export interface SupportPrefill {
  reportName: string;
  moduleId?: string | number;
  reportId?: string | number;
}

/**
 * `dashboard`: opened from the header or menu (name and e-mail shown read-only, spec section 5);
 * `report`: opened for a report.
 */
export type SupportVariant = 'dashboard' | 'report';

export type OpenSupport = (prefill?: SupportPrefill) => void;

export const SupportDialogContext = createContext<OpenSupport | null>(null);

/** Opens the 'Support-Anfrage' dialog, pre-filled with a report when one is given. */
export function useOpenSupport(): OpenSupport {
  const open = useContext(SupportDialogContext);
  if (!open) throw new Error('useOpenSupport needs the ShellDialogsProvider above it.');
  return open;
}

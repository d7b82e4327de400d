import { createContext, useContext } from 'react';

/** The dialogs of the shell that header, menu, footer and pages open. */
export type ShellDialog = 'support' | 'privacy' | 'productInfo' | 'userDetails';

export const ShellDialogsContext = createContext<((dialog: ShellDialog) => void) | null>(null);

/** Returns the function that opens one of the shell's dialogs. */
export function useShellDialogs(): (dialog: ShellDialog) => void {
  const open = useContext(ShellDialogsContext);
  if (!open) throw new Error('useShellDialogs needs the ShellDialogsProvider above it.');
  return open;
}

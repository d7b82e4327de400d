import { createContext } from 'react';
import type { NotificationSeverity } from '../Notification/types';

export interface SnackbarApi {
  /** Shows the message now, or queues it while another one is visible. @param severity default 'success' */
  showMessage: (message: string, severity?: NotificationSeverity) => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

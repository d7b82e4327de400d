import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSnackbar } from '../ui/kit/Snackbar';
import { createRadarQueryClient } from './queryClient';

/** The query client with the global error alert shown in the snackbar; needs a SnackbarProvider above it. */
export function RadarQueryProvider({ children }: { children: ReactNode }) {
  const { showMessage } = useSnackbar();
  const [client] = useState(() => createRadarQueryClient((message) => showMessage(message, 'error')));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

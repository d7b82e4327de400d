import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useMemo, useReducer, useRef, type ReactNode } from 'react';
import { uiTexts } from '@shared/texts/ui';
import { alertRole } from '../Notification/types';
import { SnackbarContext, type SnackbarApi } from './snackbarContext';
import { autoHideDuration, initialSnackbarQueue, snackbarQueueReducer } from './snackbarQueue';

export const SnackbarProvider = ({ children }: { children: ReactNode }) => {
  const [{ current, open }, dispatch] = useReducer(snackbarQueueReducer, initialSnackbarQueue);
  const nextId = useRef(0);

  const api = useMemo<SnackbarApi>(
    () => ({
      showMessage: (message, severity = 'success') => {
        nextId.current += 1;
        dispatch({ type: 'show', item: { id: nextId.current, message, severity } });
      },
    }),
    [],
  );

  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not swallow the message before it was read.
    if (reason !== 'clickaway') dispatch({ type: 'close' });
  };

  return (
    <SnackbarContext value={api}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={autoHideDuration(current.severity)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          onClose={close}
          slotProps={{ transition: { onExited: () => dispatch({ type: 'exited' }) } }}
        >
          <Alert
            severity={current.severity}
            role={alertRole(current.severity)}
            closeText={uiTexts.common.close}
            onClose={close}
            sx={{ width: '100%', boxShadow: 6, whiteSpace: 'pre-line' }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </SnackbarContext>
  );
};

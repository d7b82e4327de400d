import { useContext } from 'react';
import { SnackbarContext, type SnackbarApi } from './snackbarContext';

export const useSnackbar = (): SnackbarApi => {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider above it.');
  return api;
};

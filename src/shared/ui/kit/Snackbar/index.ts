export { SnackbarProvider } from './SnackbarProvider';
export { useSnackbar } from './useSnackbar';
export type { SnackbarApi } from './snackbarContext';

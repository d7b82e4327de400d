import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import { de } from 'date-fns/locale';
import type { ReactNode } from 'react';

const germanPickerTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

/** Mount once per app entry: German date-fns locale (weeks start on Monday) and German picker texts. */
export const DateLocalizationProvider = ({ children }: { children: ReactNode }) => (
  <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de} localeText={germanPickerTexts}>
    {children}
  </LocalizationProvider>
);

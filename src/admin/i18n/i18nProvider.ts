import type { I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { germanMessages } from '@shared/texts/reactAdminMessages';
import { resourceFieldLabel, resourceMessages } from './resourceMessages';

const polyglot = polyglotI18nProvider(
  () => ({ ...germanMessages, resources: resourceMessages() }),
  'de',
  [{ locale: 'de', name: 'Deutsch' }],
  { allowMissing: true },
);

/** The back office speaks German only: react-admin's messages and every resource and field name. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => resourceFieldLabel(key) ?? polyglot.translate(key, options),
};

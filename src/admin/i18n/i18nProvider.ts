import polyglotI18nProvider from 'ra-i18n-polyglot';
import { germanMessages } from './germanMessages';
import { resourceMessages } from './resourceMessages';

/** The back office speaks German only: react-admin's messages and every resource and field name. */
export const i18nProvider = polyglotI18nProvider(
  () => ({ ...germanMessages, resources: resourceMessages() }),
  'de',
  [{ locale: 'de', name: 'Deutsch' }],
  { allowMissing: true },
);

import { countOf, nouns } from './plural';

const de = (count: number) => count.toLocaleString('de-DE');

/** German texts of the back office's list exports (CSV, Excel, print), in the page and from the server. */
export const gridExportTexts = {
  preparing: 'Der Export wird vorbereitet …',
  progress: (written: number, total: number) =>
    `Export läuft: ${de(written)} von ${total === 1 ? 'einem Datensatz' : `${de(total)} Datensätzen`} …`,
  cancel: 'Abbrechen',
  cancelLabel: 'Export abbrechen',
  cancelled: 'Der Export wurde abgebrochen.',
  cancelFailed: 'Der Export konnte nicht abgebrochen werden',
  tooLarge: (total: number, max: number) =>
    `Die Liste umfasst ${countOf(total, nouns.record)}; exportiert werden höchstens ${de(max)}. Bitte grenzen Sie sie mit Filtern ein.`,
  tooLong: (minutes: number) =>
    `Der Export dauerte länger als ${minutes} Minuten und wurde abgebrochen. Bitte grenzen Sie die Liste mit Filtern ein.`,
  notStarted: 'Der Download hat nicht begonnen. Bitte starten Sie den Export erneut.',
  ticketUsed: 'Dieser Download ist abgelaufen oder wurde schon verwendet. Bitte starten Sie den Export erneut.',
  noLongerAllowed: 'Für diese Daten fehlt Ihnen die Berechtigung.',
  interrupted: 'Der Export wurde unterbrochen.',
  notFound: 'Diesen Export gibt es nicht.',
} as const;

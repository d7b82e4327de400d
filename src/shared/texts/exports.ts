import { enumLabels } from './enumLabels';

/** German texts of the report exports: portal page, back office and the files the server writes. */
export const exportTexts = {
  statuses: enumLabels.jobStatuses,
  portal: {
    lastRun: 'Letzter Lauf',
    noRun: 'Noch kein Lauf',
    download: (fileName: string) => `${fileName} herunterladen`,
    downloadFailed: 'Die Datei kann nicht heruntergeladen werden',
  },
  admin: {
    retry: 'Erneut ausführen',
    retried: 'Der Exportlauf wurde erneut eingeplant.',
    retryFailed: 'Der Exportlauf kann nicht erneut eingeplant werden',
    preview: 'Vorschau',
    nextRuns: 'Nächste Ausführungen',
    previewInvalid: 'Keine Vorschau: der Cron-Ausdruck ist ungültig.',
    cronHelp:
      'Fünf Felder: Minute Stunde Tag Monat Wochentag, z. B. „0 6 * * 1-5“ (werktags um 6 Uhr); mit einem sechsten Feld vorn auch Sekunden, z. B. „*/30 * * * * *“.',
    schedulingIntro:
      'Zeitpläne starten Exportläufe zur angegebenen Zeit. Nach einem Neustart des Servers wird ein verpasster Termin einmal nachgeholt, ein bereits gestarteter nie doppelt.',
    pagesHelp: 'Leer lassen für alle sichtbaren Seiten des Berichts.',
    chooseReportFirst: 'Wählen Sie zuerst den Bericht.',
    filtersHeading: 'Filter',
    noFilter: 'Kein Filter',
    noFilterDefinitions: 'Für diesen Bericht sind keine Filter definiert.',
    detailsIntro:
      'Die Dateien der Exportläufe. Herunterladen kann eine Datei nur der Eigentümer des Exports auf seiner Seite „Exporte“ im Portal.',
    jobsIntro:
      'Jeder Lauf eines Exports mit Status, Zeiten und Fehler. Fehlgeschlagene Läufe lassen sich erneut ausführen.',
  },
  server: {
    noAccess: 'Der Eigentümer des Exports darf den Bericht nicht mehr öffnen.',
    noPbiAccount: 'Für diesen Bericht ist kein Power-BI-Konto des Eigentümers freigegeben.',
    powerBiNotConfigured: 'Power BI ist nicht konfiguriert (PBI_TENANT_ID, PBI_CLIENT_ID, PBI_CLIENT_SECRET).',
    missingExport: 'Export, Vorlage oder Bericht fehlt.',
    interrupted: 'Der Lauf wurde durch einen Neustart des Servers unterbrochen und neu gestartet.',
    notOwner: 'Diese Datei gehört zu einem Export eines anderen Benutzers.',
    fileMissing: 'Die Datei ist nicht mehr vorhanden.',
    notRetryable: 'Nur fehlgeschlagene Läufe können erneut ausgeführt werden.',
    pdfFilter: 'Filter',
    pdfCreated: 'Erstellt am',
    pdfNoData: 'Keine Daten',
  },
} as const;

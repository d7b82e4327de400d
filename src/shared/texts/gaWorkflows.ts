/** German texts of the back office's Google Analytics screens and the workflow configuration ('Admin: Wizard'). */
export const gaTexts = {
  queueIntro:
    'Berechtigungsaufträge an Google Analytics. Ein Hintergrunddienst führt wartende Aufträge aus; ' +
    'fehlgeschlagene werden nach einer Wartezeit erneut versucht. Der letzte Fehler steht in der Spalte „Fehler“.',
  retry: 'Erneut versuchen',
  retried: 'Der GA-Auftrag wurde ausgeführt.',
  stillFailing: (error: string) => `Der GA-Auftrag ist erneut fehlgeschlagen: ${error}`,
  retryFailed: 'Der GA-Auftrag konnte nicht erneut versucht werden',
  blockedDomainsIntro:
    'Domains, für die nie eine Freigabe erteilt wird (auch nicht für ihre Subdomains oder für Konten mit einer ' +
    'E-Mail-Adresse dieser Domain).',
  propertyIdHelp: 'GA4-Property-ID aus 6 bis 12 Ziffern',
  idInsteadOfPicker: 'Die ID des Datensatzes (seine Liste gehört zur Administration).',
  /** A queue entry written directly must match what GaPermissionsManagement grants. */
  grantNotGranted: 'Diesen Zugriff vergibt die GA-Berechtigungsverwaltung dem Konto nicht.',
  revokeStillGranted: 'Diesen Zugriff vergibt die GA-Berechtigungsverwaltung dem Konto noch.',
} as const;

export const workflowTexts = {
  steps: 'Schritte',
  stepIndex: (index: number) => `Schritt ${index + 1}`,
  stepName: 'Name des Schritts',
  stepId: 'Schritt-ID',
  href: 'Link (Pfad im Portal oder https-Adresse)',
  positionHelp: 'Reihenfolge im Portalmenü: kleinere Zahlen stehen weiter oben.',
  documentationHelp:
    'HTML; angezeigt wird es bereinigt (ohne Skripte, Styles und Ereignis-Attribute), wie in der Vorschau.',
  reorderHelp: 'Schritte mit den Pfeil-Schaltflächen verschieben; die Nummerierung folgt der Reihenfolge.',
  documentationTitle: 'Dokumentation',
  noDocumentation: 'Für diesen Workflow gibt es keine Dokumentation.',
  stepsHeading: 'Schritte',
  noWorkflows: 'Es sind keine Workflows konfiguriert.',
  preview: 'Vorschau der Dokumentation',
} as const;

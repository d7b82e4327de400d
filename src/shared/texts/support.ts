/**
 * German texts of the support request (dialog, e-mail, back office list) and of the report URL check.
 * Texts marked "spec" are quoted exactly from the specification; the others are our wording.
 */
export const supportTexts = {
  form: {
    /** spec */
    title: 'Support-Anfrage',
    /** spec: the label the reason's required message names */
    reason: 'Ihre Anfrage betrifft',
    reasons: { GENERAL: 'Allgemeine Frage', REPORT: 'Einen Bericht' },
    reportName: 'Bericht',
    reportNamePlaceholder: 'Bitte wählen Sie einen Bericht',
    recipient: 'Empfänger',
    /** The fixed label shown as recipient when support is available. */
    supportTeam: 'Support-Team',
    name: 'Name',
    email: 'E-Mail-Adresse',
    requestMessage: 'Ihre Frage',
    contactType: 'Bevorzugter Kontaktweg',
    contactTypes: { EMAIL: 'E-Mail', PHONE: 'Telefon' },
    phoneNumber: 'Telefonnummer',
    attachments: 'Anhänge',
    addAttachments: 'Dateien anhängen',
    attachmentHint: 'Je Datei höchstens 2 MB, bis zu 5 Dateien.',
    removeAttachment: (name: string) => `Anhang ${name} entfernen`,
    loadingContact: 'Kontaktinformationen werden geladen …',
    contactLoadFailed: 'Die Kontaktinformationen konnten nicht geladen werden',
    reportsLoadFailed: 'Die Berichte konnten nicht geladen werden',
    /** The question text the assistant's 'Support kontaktieren' starts with. */
    fromAssistant: (question: string) => `Meine Frage an den KI-Assistenten: „${question}“`,
    send: 'Senden',
    sending: 'Wird gesendet …',
  },
  validation: {
    /** spec */
    reasonRequired: 'Ihre Anfrage betrifft ist ein Pflichtfeld',
    /** spec */
    messageRequired: 'Ihre Frage ist ein Pflichtfeld',
    /** spec */
    messageTooShort: 'Muss mehr als 10 Ziffern umfassen',
    messageTooLong: 'Höchstens 20.000 Zeichen',
    reportRequired: 'Bericht ist ein Pflichtfeld',
    phoneRequired: 'Telefonnummer ist ein Pflichtfeld',
    phoneInvalid: 'Nur Ziffern, Leerzeichen und + - / ( )',
    emailInvalid: 'Ungültige E-Mail-Adresse',
    /** spec: x is the size in MB */
    fileTooLarge: (file: string, sizeMb: string) =>
      `Maximale Dateigröße 2Mb. Dateiname: ${file}. Dateigröße ${sizeMb}Mb`,
    tooManyFiles: 'Höchstens 5 Anhänge',
    unknownField: 'Unbekanntes Feld',
    notSupported: 'Für diesen Bericht können über das Formular keine Anfragen gestellt werden.',
    recipientMismatch: 'Passt nicht zur Kontaktinformation des Berichts',
    unknownReport: 'Diesen Bericht gibt es nicht',
    fileTypeMismatch: (file: string) => `Der Inhalt der Datei ${file} passt nicht zu ihrer Endung`,
    fileTypeRefused: (file: string) => `Die Datei ${file} ist ein Programm und kann nicht angehängt werden`,
    fileActiveContent: (file: string) =>
      `Die PDF-Datei ${file} enthält aktive Inhalte (JavaScript, Startaktionen oder eingebettete Dateien) und kann nicht angehängt werden`,
    fileFormulas: (file: string) =>
      `Die CSV-Datei ${file} enthält Zellen, die mit =, +, -, @ oder einem Tabulator beginnen (Formeln), und kann nicht angehängt werden`,
    fileTypeNotAllowed: (file: string) =>
      `Die Datei ${file} hat kein erlaubtes Format (Bilder, PDF, Office-Dokumente oder Text)`,
  },
  result: {
    /** spec */
    success: 'Ihre Support-Anfrage wurde an das Support-Team geschickt.',
    /** spec: followed by the error detail */
    failure: 'Die Anfrage wurde nicht gesendet. Bitte versuchen Sie es später erneut',
    /** spec: the dashboard variant */
    failureDashboard: 'Die Anfrage wurde nicht gesendet. Ein Fehler ist aufgetreten.',
  },
  mail: {
    subjectReport: (report: string) => `Support-Anfrage zum Bericht „${report}“`,
    subjectGeneral: 'Support-Anfrage: Allgemeine Frage',
    intro: (requestId: number | string) => `Support-Anfrage Nr. ${requestId} aus dem Kommunikationswelt Radar`,
    reason: 'Anliegen',
    report: 'Bericht',
    jiraChildId: 'Jira-Unterkomponente',
    message: 'Frage',
    sender: 'Absender',
    name: 'Name',
    username: 'Benutzername',
    userId: 'Benutzer-ID',
    organisation: 'Organisation',
    email: 'E-Mail',
    contactType: 'Bevorzugter Kontaktweg',
    phone: 'Telefon',
    attachments: 'Anhänge',
    none: 'keine',
  },
  urlCheck: {
    /** spec */
    title: 'Berichtsinformationen abrufen',
    /** spec: 'a report name or URL is entered' (the required message below is the spec's own wording) */
    field: 'Berichtsname oder URL',
    fieldHint: 'Adresse oder Pfad eines Berichts, z. B. …/modules/2/reports/1',
    /** spec */
    required: 'Ihre Anfrage betrifft ist ein Pflichtfeld',
    /** spec */
    invalid: 'Url ungültig',
    /** spec */
    rejected: 'Url vom Server nicht akzeptiert.',
    check: 'Abrufen',
    result: 'Ergebnis',
    intro: 'Zeigt zu einer Berichtsadresse Modul, Bericht, Konten, Berechtigte und Support-Kontakt.',
    /** The result as labelled text (the spec: "shown as formatted text"); field names come from the field labels. */
    answer: {
      path: 'Geprüfter Pfad',
      reportIsInModule: 'Bericht im Modul',
      module: 'Modul',
      report: 'Bericht',
      shortLink: 'Kurzlink',
      pages: 'Sichtbare Seiten',
      accounts: 'PBI-Konten',
      noAccounts: 'Keinem PBI-Konto zugeordnet.',
      access: 'Berechtigte',
      accountCount: 'Konten mit Zugriff',
      directAccounts: 'Einzeln freigegeben für',
      groups: 'Über Gruppen',
      zbvRoles: 'Über ZBV-Rollen',
      everyOrganisation: 'alle Organisationen',
      contact: 'Support-Kontakt',
      description: 'Beschreibung',
      source: 'Kontakteintrag',
      sources: {
        report: 'eigener Eintrag des Berichts',
        default: 'allgemeiner Eintrag („default“)',
        none: 'kein Eintrag: zentrales Support-Postfach',
      },
    },
  },
  contactInfo: {
    reportNameHelp:
      'Name des Berichts wie im Support-Formular; „default“ gilt für allgemeine Fragen und für Berichte ohne eigenen Eintrag.',
    emailHelp: 'Ohne Adresse gehen Anfragen an das zentrale Support-Postfach.',
    descriptionHelp:
      'Ohne Support wird die Beschreibung statt des Empfängers gezeigt; ohne E-Mail-Adresse ersetzt sie das Fragefeld.',
  },
  requests: {
    intro:
      'Jede Anfrage wird gespeichert, bevor ihre E-Mail versendet wird. Fehlgeschlagene Zustellungen werden automatisch mit wachsendem Abstand wiederholt; „Erneut senden“ versucht es sofort.',
    retry: 'Erneut senden',
    retried: 'Die Anfrage wurde zugestellt.',
    retryFailed: 'Erneuter Versand fehlgeschlagen',
    stillFailing: (error: string) => `Die Zustellung ist wieder fehlgeschlagen: ${error}`,
  },
} as const;

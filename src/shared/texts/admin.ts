import { adminShellTexts } from './adminShell';
import { enumLabels } from './enumLabels';
import { countOf, nouns } from './plural';
import { validationTexts } from './validation';

/**
 * German texts of the back office's own screens (grid, resources, sync buttons, audit).
 * Texts marked "spec" are quoted exactly from the specification; the others are back office wording.
 */
export const adminTexts = {
  ...adminShellTexts,
  grid: {
    quickSearch: 'Schnellsuche',
    quickSearchHint: 'Sucht in allen Feldern',
    rowActions: 'Aktionen',
    create: 'Neu anlegen',
    exportCsv: 'CSV',
    exportCsvLabel: 'Gefilterte Datensätze als CSV exportieren',
    exportExcel: 'Excel',
    exportExcelLabel: 'Gefilterte Datensätze als Excel-Arbeitsmappe exportieren',
    print: 'Drucken',
    printLabel: 'Gefilterte Datensätze drucken',
    loadingAllStarted: 'Alle gefilterten Datensätze werden geladen …',
    loadingAll: (loaded: number, total: number) =>
      `Alle gefilterten Datensätze werden geladen (${loaded.toLocaleString('de-DE')} von ${total.toLocaleString('de-DE')}) …`,
    exportFailed: 'Der Export ist fehlgeschlagen',
    groupedNote: 'Gruppiert: alle gefilterten Datensätze sind geladen.',
    selectRow: (label: string) => `Zeile ${label} auswählen`,
    selectAll: 'Alle Zeilen auswählen',
    selectRowShort: 'Zeile auswählen',
    openRecord: (mode: 'show' | 'edit', record: string) => `${mode === 'show' ? 'Anzeigen' : 'Bearbeiten'}: ${record}`,
    edit: 'Bearbeiten',
    unpin: 'Lösen',
    move: 'Verschieben',
    dropToGroupBy: 'Hierher ziehen, um nach {column} zu gruppieren',
    deleteSelected: 'Löschen',
    deleteTitle: (count: number) =>
      count === 1 ? 'Einen Datensatz löschen' : `${count.toLocaleString('de-DE')} Datensätze löschen`,
    deleteContent: (count: number) =>
      count === 1
        ? 'Möchten Sie den ausgewählten Datensatz wirklich löschen? Datensätze, die darauf verweisen, werden mitgelöscht.'
        : `Möchten Sie die ${count.toLocaleString('de-DE')} ausgewählten Datensätze wirklich löschen? Datensätze, die darauf verweisen, werden mitgelöscht.`,
    massChangeTitle: (action: string, count: number) => `${action}: ${countOf(count, nouns.record)}`,
    massChangeContent: (action: string, count: number) =>
      `Möchten Sie „${action}“ auf ${count === 1 ? 'den ausgewählten Datensatz' : `die ${count.toLocaleString('de-DE')} ausgewählten Datensätze`} anwenden?`,
    deletedAction: 'gelöscht',
    changedAction: 'geändert',
    filter: (column: string) => `Filter ${column}`,
    filterFrom: (column: string) => `${column} ab`,
    filterTo: (column: string) => `${column} bis`,
    filterAll: 'Alle',
    aggregate: {
      count: 'Anzahl',
      sum: 'Summe',
      min: 'Min.',
      max: 'Max.',
      avg: 'Ø',
    },
    printHeading: (title: string, count: number) => `${title} – ${countOf(count, nouns.record)}`,
    preferencesFailed: 'Die Spalteneinstellungen konnten nicht gespeichert werden',
    rowsPerPage: 'Zeilen pro Seite',
    rowNumbers: 'Zeilennummern',
  },
  form: {
    saved: 'Gespeichert.',
    created: 'Angelegt.',
  },
  values: enumLabels,
  massChanges: {
    activate: 'Aktivieren',
    deactivate: 'Deaktivieren',
  },
  modules: {
    propertiesHeading: (type: string) => `Eigenschaften für den Modultyp „${type}“`,
    noProperties: 'Dieser Modultyp hat keine eigenen Eigenschaften.',
    layoutHeading: 'Darstellung und Zuordnung',
    mediaHeading: 'Medien',
    categoriesHelp: 'Die erste Kategorie wird auf der Kachel angezeigt.',
    spanHelp: 'Anzahl der Rasterspalten bzw. -zeilen (1 bis 4).',
    requiredForType: 'Pflichtfeld für diesen Modultyp',
    notWhitelisted: 'Diese Adresse ist nicht freigegeben (siehe „Freigegebene URLs“).',
    newChoice: (value: string) => `„${value}“ hinzufügen`,
  },
  media: {
    upload: 'Datei hochladen',
    uploading: 'Wird hochgeladen …',
    uploaded: (fileName: string) => `Die Datei ${fileName} wurde hochgeladen.`,
    help: 'PNG, JPEG, GIF, WebP oder SVG (ohne Skripte), höchstens 2 MB.',
    tooLarge: (fileName: string, sizeMb: string) => `Die Datei ${fileName} ist ${sizeMb} MB groß; erlaubt sind 2 MB.`,
    wrongType: (fileName: string) =>
      `Die Datei ${fileName} ist kein erlaubtes Bild (PNG, JPEG, GIF, WebP oder SVG ohne Skripte).`,
    failed: 'Die Datei konnte nicht hochgeladen werden',
    remove: (fileName: string) => `${fileName} entfernen`,
    empty: 'Noch keine Medien.',
    useAsImage: 'Als Bild-URL verwenden',
  },
  massPermissions: {
    steps: ['Konten wählen', 'Berechtigungen wählen', 'Prüfen', 'Ergebnis'],
    accountsHeading: 'Welche Konten sollen geändert werden?',
    organisation: 'Organisation',
    zbvRole: 'ZBV-Rolle',
    search: 'Name, Benutzername oder E-Mail enthält',
    onlyActive: 'Nur aktive Konten',
    matchingAccounts: (count: number) =>
      count === 1
        ? '1 Konto entspricht der Auswahl.'
        : `${count.toLocaleString('de-DE')} Konten entsprechen der Auswahl.`,
    noAccounts: 'Kein Konto entspricht der Auswahl.',
    previewHeading: 'Die ersten Konten der Auswahl',
    permissionsHeading: 'Was soll sich ändern?',
    mode: 'Änderung',
    grant: 'Gewähren',
    revoke: 'Entziehen',
    target: 'Art der Berechtigung',
    modulesTarget: 'Module (direkte Freigabe je Konto)',
    groupsTarget: 'Gruppen (Mitgliedschaft)',
    modules: 'Module',
    groups: 'Gruppen',
    reviewHeading: 'Bitte prüfen Sie die Änderung',
    reviewText: (mode: string, accounts: number, items: string) =>
      `${mode} für ${countOf(accounts, nouns.account)}: ${items}`,
    reviewCounts: (changes: number, unchanged: number) =>
      `${countOf(changes, nouns.record)} ${changes === 1 ? 'wird' : 'werden'} geändert, ${unchanged.toLocaleString('de-DE')} ${unchanged === 1 ? 'besteht' : 'bestehen'} bereits bzw. ${unchanged === 1 ? 'fehlt' : 'fehlen'} bereits und ${unchanged === 1 ? 'bleibt' : 'bleiben'} unverändert.`,
    apply: 'Änderung ausführen',
    applying: 'Wird ausgeführt …',
    failed: 'Die Massenänderung ist fehlgeschlagen',
    restart: 'Neue Massenänderung',
    chooseAtLeastOne: 'Bitte wählen Sie mindestens einen Eintrag.',
  },
  zbvSync: {
    /** spec: busy title */
    busyTitle: 'Wird bearbeitet...',
    /** spec: info when clicked while busy */
    pleaseWait: 'Die Anfrage wird bearbeitet. Bitte warten...',
    /** spec: success message */
    success: 'ZBV Synchronisation erfolgreich abgeschlossen.',
    /** spec: the button title after the end of a run */
    finishedTitle: (idleTitle: string, ok: boolean) => `${idleTitle} (${ok ? 'erfolgreich' : 'fehlerhaft'})`,
    failure: 'ZBV Synchronisation fehlerhaft',
    intro:
      'Übernimmt Organisationen, Rollen und Konten aus dem ZBV: Neue werden angelegt, geänderte aktualisiert und nicht mehr gelieferte deaktiviert. Gelöscht wird nichts; Anmeldehistorie und Berechtigungen bleiben erhalten.',
    resultHeading: 'Ergebnis der letzten Synchronisation',
    skippedHeading: 'Nicht übernommen',
    skipped: (id: string, reason: string) => `Konto ${id}: ${reason}`,
    kinds: { organisations: 'Organisationen', roles: 'Rollen', accounts: 'Konten' },
    counts: { inserted: 'Neu', updated: 'Geändert', deactivated: 'Deaktiviert', unchanged: 'Unverändert' },
    jobName: 'ZBV-Import',
    jobMessage: (accounts: number, orgs: number, roles: number) =>
      `${countOf(accounts, nouns.account)}, ${countOf(orgs, nouns.organisation)} und ${countOf(roles, nouns.role)} abgeglichen.`,
  },
  pbiSync: {
    /** docs/requirements/errors.md: info progress after each unfinished page, n = reports synchronised so far */
    progress: (synced: number) => `Bitte warten ... (${synced})`,
    /** docs/requirements/behaviour.md: the button title (and the success message) at the finish */
    succeededTitle: (idleTitle: string, synced: number) => `${idleTitle} (erfolgreich: ${synced})`,
    failedTitle: (idleTitle: string) => `${idleTitle} (fehlerhaft)`,
    /** docs/requirements/errors.md: warning on failure (the detail is appended) */
    failure: 'PBI Synchronisation fehlerhaft',
    intro:
      'Übernimmt die Berichte und ihre Seiten aus den Power BI-Arbeitsbereichen der PBI-Konten (Art POWER_BI) seitenweise. Neue Berichte werden angelegt, bekannte aktualisiert; Berichtsschlüssel, Long-ID, Handbuchseite und die Sichtbarkeit der Seiten bleiben, wie sie hier gepflegt sind. Gelöscht wird nichts.',
  },
  pbiReports: {
    pagesHeading: 'Seiten',
    pagesHelp:
      'Die Seiten des Berichts in der Reihenfolge des Berichts. Name ist der technische Seitenname in Power BI; ausgeblendete Seiten erscheinen nicht in der Seitenauswahl. Die PBI Synchronisation übernimmt Namen und Anzeigenamen aus Power BI und lässt die Sichtbarkeit, wie sie hier gepflegt ist.',
    pageName: 'Seitenname (technisch)',
    pageDisplayName: 'Anzeigename',
    pageVisibility: 'Sichtbarkeit',
    visibility: { 0: 'Sichtbar', 1: 'Ausgeblendet' },
    hiddenPage: (displayName: string) => `${displayName} (ausgeblendet)`,
    manualPageHelp: 'ID der Handbuchseite, die der Bericht als Beschreibung verlinkt.',
    openManualPage: 'Handbuchseite im Portal öffnen',
    longIdHelp: 'Für Kurzlinks auf den Bericht; mindestens 8 Zeichen, eindeutig.',
  },
  pbiSection: {
    accountKeyHelp: 'Die E-Mail-Adresse des Kontos; nach ihr sortiert die Kontoauswahl des Berichts zuletzt.',
    sortPriorityHelp: 'Kleinere Zahlen stehen in der Kontoauswahl des Berichts weiter oben.',
    workspaceHelp: 'Nur für die Art Power BI: der Arbeitsbereich, aus dem die PBI Synchronisation liest.',
    filterValuesHelp: 'Ein Wert pro Zeile; die Exportvorlagen bieten sie zur Auswahl an.',
  },
  docsOrgRolesMassChange: {
    intro:
      'Weist vielen Handbuchseiten auf einmal eine Organisationsrolle zu oder entzieht sie ihnen. Eine Seite mit Organisationsrollen sehen nur Inhaber einer dieser Rollen, samt ihrer Unterseiten.',
    pages: 'Handbuchseiten',
    role: 'Organisationsrolle (ZBV-Rolle)',
    mode: 'Änderung',
    grant: 'Rolle zuweisen',
    revoke: 'Rolle entziehen',
    apply: 'Übernehmen',
    granted: 'hinzugefügt',
    revoked: 'entfernt',
    failed: 'Konnte nicht geändert werden',
  },
  docsStructure: {
    intro:
      'Die Gliederung des Handbuchs, wie das Portal sie zeigt. Wählen Sie eine Seite (Klick oder Leertaste), um Sichtbarkeit, Reihenfolge oder übergeordnete Seite zu ändern.',
    treeLabel: 'Gliederung des Handbuchs',
    hiddenPage: (title: string) => `${title} (verborgen)`,
    parentHelp:
      'Jede Seite außer der Startseite steht unter einer anderen. Die Confluence-Synchronisation behält diese Wahl, solange die Seite existiert.',
    empty: 'Noch keine Handbuchseiten. Die Confluence-Synchronisation liest sie ein.',
  },
  confluenceSync: {
    /** docs/requirements/errors.md: info when the request was accepted */
    requested: 'Anfrage Confluence Daten zu synchronisieren erfolgreich. Dieser Vorgang kann eventuell lange dauern.',
    /** docs/requirements/errors.md: success */
    success:
      'Confluence Synchronisation erfolgreich starten. Warten Sie bis zu 30 Minuten, um die Änderungen im Handbuch anzuzeigen.',
    /** docs/requirements/errors.md: warning on failure */
    failure: 'Confluence Synchronisation. Fehler bei der Anfrage Confluence Daten zu synchronisieren.',
    /** docs/requirements/behaviour.md: '(gestartet)' after a 2xx answer, '(fehlerhaft)' otherwise */
    finishedTitle: (idleTitle: string, ok: boolean) => `${idleTitle} (${ok ? 'gestartet' : 'fehlerhaft'})`,
    intro:
      'Liest den Handbuch-Bereich in Confluence ab der Startseite neu ein. Seiten, Gliederung und Anhänge werden erst übernommen, wenn alle Seiten gelesen sind; bis dahin bleibt das bisherige Handbuch sichtbar.',
    jobName: 'Confluence-Import',
    jobMessage: (pages: number, attachments: number) =>
      `${countOf(pages, nouns.page)} und ${countOf(attachments, nouns.attachment)} übernommen.`,
    pageFailed: (pageId: string, attempts: number, reason: string) =>
      `Seite ${pageId} konnte nach ${attempts} Versuchen nicht gelesen werden: ${reason}`,
    lastRunHeading: 'Letzter Lauf',
    lastRun: {
      running: 'läuft',
      succeeded: 'erfolgreich',
      failed: 'fehlgeschlagen',
    },
  },
  settings: {
    known: {
      'config.maintenance.enabled': {
        label: 'Wartungsmodus',
        help: 'Eingeschaltet leitet das Portal alle Aufrufe auf die Wartungsseite um; nur Administratoren sehen das Wartungsbanner.',
      },
      'maintenance.message.text': {
        label: 'Wartungstext',
        help: 'Text der Wartungsseite und des Wartungsbanners.',
      },
      'pbi.report.confluence.defaultpageid': {
        label: 'Standard-Handbuchseite für Berichte',
        help: 'Handbuchseite, die bei Berichten ohne eigene Beschreibung verlinkt wird.',
      },
      'ki.enabled.modules.ids': {
        label: 'Module mit KI-Assistent',
        help: 'Module, in deren Berichten der KI-Assistent erscheint (kommagetrennte Modul-IDs). Fehlt der Schlüssel, erscheint er überall.',
      },
      'config.productname': {
        label: 'Produktname',
        help: 'Titel in Kopfzeile und Browser-Tab; fehlt er, gilt „Kommunikationswelt Radar“.',
      },
    },
    knownHeading: 'Bekannte Schlüssel',
    booleanValue: 'Der Wert muss „true“ oder „false“ sein.',
    moduleIdsValue: 'Kommagetrennte Modul-IDs, z. B. 2,4,5.',
    unknownModule: (id: string) => `Ein Modul mit der ID ${id} gibt es nicht.`,
    pageIdValue: 'Die ID einer Handbuchseite besteht aus Ziffern.',
    requiredValue: 'Bitte einen Wert eingeben.',
    maintenanceChoices: { true: 'Eingeschaltet (true)', false: 'Ausgeschaltet (false)' },
    newKeyLabel: (key: string) => `Neuer Schlüssel „${key}“`,
  },
  notifications: {
    preview: 'Vorschau (so sehen Nutzer die Nachricht)',
    targetsHelp: 'Ohne Zielkonten und Zielorganisationen sehen alle Nutzer die Benachrichtigung.',
    validity: 'Gültigkeitszeitraum',
    validToBeforeFrom: 'Das Ende liegt vor dem Beginn.',
    shownHeading: 'Aktuell sichtbar für Nutzer',
    shownForEveryone: 'Alle Nutzer sehen jetzt (höchstens zwei):',
    shownNone: 'Zurzeit sieht kein Nutzer eine allgemeine Benachrichtigung.',
    shownTargeted:
      'Nur für einzelne Konten oder Organisationen (bei ihren Empfängern vor älteren allgemeinen Benachrichtigungen):',
    shownRule:
      'Die neueste zuerst: nach „Gültig ab“, ohne „Gültig ab“ nach dem Zeitpunkt des Anlegens. Schließt ein Nutzer eine Benachrichtigung, rückt bei ihm die nächste nach.',
    shownFailed: 'Die sichtbaren Benachrichtigungen konnten nicht geladen werden',
  },
  zbv: {
    usernameHelp: validationTexts.username,
    ownRolesHelp: 'Die eigenen Rollen kann niemand selbst ändern.',
    blzHelp: '8 Ziffern',
    roleCodeHelp: validationTexts.roleCode,
  },
  whitelistedUrl: {
    patternHelp: 'Adresse mit * als Platzhalter, z. B. https://www.sparkasse.de/*',
    patternInvalid: 'Das Muster muss mit http:// oder https:// beginnen.',
  },
  audit: {
    diffHeading: 'Änderung',
    field: 'Feld',
    nothing: '–',
    readOnly: 'Das Änderungsprotokoll ist schreibgeschützt.',
    noChange: 'Kein Feld wurde geändert.',
    unchanged: (labels: readonly string[]) => `Unverändert: ${labels.join(', ')}`,
    whole: 'ganz anzeigen',
    shorter: 'kürzer anzeigen',
    showWhole: (name: string) => `${name}: ganz anzeigen`,
    showShortened: (name: string) => `${name}: kürzer anzeigen`,
  },
} as const;

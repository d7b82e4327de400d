import { enumLabels } from './enumLabels';

/**
 * German texts of the portal's screens (header, menu, pages, dashboard, reports, manual, support, assistant).
 * Texts marked "spec" are quoted exactly from the specification; the others are our wording.
 */
/** docs/requirements/behaviour.md: the assistant's hand-over to the support form (also named in its abstain answer) */
const contactSupport = 'Support kontaktieren';

export const portalTexts = {
  header: {
    /** spec: the back button on / */
    home: 'Kommunikationswelt Radar',
    /** spec */
    back: 'Zurück',
    /** spec: the back button when the tab has no history */
    close: 'Schließen',
    /** spec */
    manual: 'Handbuch',
    manualNewTab: 'Handbuch (öffnet in neuem Tab)',
    /** spec */
    support: 'Support',
    openMenu: 'Menü öffnen',
    userDetails: (name: string) => `Benutzerdetails von ${name}`,
  },
  menu: {
    title: 'Menü',
    close: 'Menü schließen',
    label: 'Hauptmenü',
    personal: 'Mein Radar',
    information: 'Informationen',
    workflows: 'Workflows',
    settings: 'Einstellungen',
    administration: 'Administration',
    productInfo: 'Produktinformationen',
    trainingOffer: 'Schulungsangebot',
    /** spec */
    cookieSettings: 'Cookie-Einstellungen',
    darkMode: 'Dunkles Farbschema',
    newTab: '(öffnet in neuem Tab)',
    loadingWorkflows: 'Workflows werden geladen …',
  },
  footer: {
    label: 'Rechtliches',
    /** spec */
    imprint: 'Impressum',
    /** spec */
    privacyPolicy: 'Datenschutz',
    copyright: (year: number) => `© ${year} Deutscher Sparkassen- und Giroverband e. V.`,
  },
  theme: {
    saveFailed: 'Das Farbschema konnte nicht gespeichert werden',
  },
  privacy: {
    /** spec */
    title: 'Cookie-Einstellungen',
    intro:
      'Das Kommunikationswelt Radar speichert in Ihrem Browser nur, was für Anmeldung, Sitzung und Ihre Einstellungen nötig ist. Mit Ihrer Einwilligung wird zusätzlich erfasst, welche Seiten Sie aufrufen, damit wir das Angebot verbessern können.',
    necessaryTitle: 'Notwendig',
    necessaryText: 'Anmeldung, Sitzung und Ihre Einstellungen. Diese Speicherung ist immer aktiv.',
    analyticsTitle: 'Webanalyse',
    analyticsText:
      'Anmeldungen und Seitenaufrufe werden an die Webanalyse übermittelt. Ohne Ihre Einwilligung verlässt kein Analyseereignis die Seite. Sie können die Einwilligung hier jederzeit widerrufen.',
    analyticsSwitch: 'Webanalyse erlauben',
    save: 'Auswahl speichern',
    acceptAll: 'Alle akzeptieren',
    necessaryOnly: 'Nur notwendige',
    saved: 'Ihre Cookie-Einstellungen wurden gespeichert.',
  },
  maintenance: {
    defaultMessage: 'Das Kommunikationswelt Radar wird gerade gewartet. Bitte versuchen Sie es später erneut.',
    bannerTitle: 'Wartungsmodus ist aktiv',
    bannerAdminHint: 'Nur Administratorinnen und Administratoren sehen das Portal, alle anderen die Wartungsseite.',
  },
  health: {
    checking: 'Wird geprüft …',
    report: 'Statusbericht',
  },
  notifications: {
    label: 'Hinweise',
  },
  userDetails: {
    title: 'Benutzerdetails',
    name: 'Name',
    username: 'Benutzername',
    userId: 'Benutzer-ID',
    organisation: 'Organisation',
    roles: 'Rollen',
    email: 'E-Mail-Adresse',
    noRoles: 'Keine',
    roleLabels: {
      RADAR_USER: 'Radar-Nutzung',
      RADAR_ADMIN: 'Administration',
      GA_ADMIN: 'Google-Analytics-Administration',
      GA_CUST_ADMIN: 'Google-Analytics-Kundenadministration',
      MANUAL_ADMIN: 'Handbuchpflege',
    } as Readonly<Record<string, string>>,
  },
  error: {
    /** spec: /error with module and report */
    reportProblem: 'Es gab ein Problem beim Laden der Seite.',
    supportHint:
      'Bitte wenden Sie sich an den Support und nennen Sie dabei den betroffenen Bericht und die folgenden Angaben.',
    reportReference: (moduleId: string, reportId: string) => `Modul ${moduleId}, Bericht ${reportId}`,
    openSupport: 'Support-Anfrage stellen',
    userHeading: 'Ihre Angaben',
    /** spec */
    backHome: 'Zurück zur Startseite',
  },
  productInfo: {
    /** spec */
    loadError: 'Produktinformationen können nicht geladen werden',
    dialogTitle: 'Produktinformationen',
    version: 'Version',
    hosting: 'Betrieb',
    rolesHeading: 'Rechte und Rollen',
    programReleaseIntro: 'Die Programmfreigabe dokumentiert die freigegebene Version des Kommunikationswelt Radar.',
    openProgramRelease: 'Programmfreigabe öffnen',
  },
  workflows: {
    pageTitle: (name: string) => `Workflow: ${name}`,
    notFound: 'Diesen Workflow gibt es nicht.',
    choose: 'Bitte wählen Sie einen Workflow:',
    none: 'Es sind keine Workflows eingerichtet.',
    steps: 'Schritte',
    loadError: 'Workflows können nicht geladen werden',
  },
  subscriptions: {
    intro: 'Ihre Abonnements von Berichten. Eingerichtet und geändert werden sie im jeweiligen Bericht.',
    empty: 'Sie haben keine Berichtsabonnements.',
    loadError: 'Berichtsabonnements können nicht geladen werden',
    frequency: enumLabels.frequencies,
    active: 'Aktiv',
    paused: 'Pausiert',
    report: 'Bericht',
    module: 'Modul',
    rhythm: 'Rhythmus',
    status: 'Status',
    unknownReport: 'Unbekannter Bericht',
  },
  exports: {
    intro: 'Ihre Exporte von Berichten mit den zuletzt erzeugten Dateien.',
    empty: 'Sie haben keine Exporte.',
    loadError: 'Exporte können nicht geladen werden',
    createdAt: (date: string) => `Angelegt am ${date}`,
    template: 'Vorlage',
    report: 'Bericht',
    files: 'Dateien',
    noFiles: 'Noch keine Datei erzeugt.',
    fileLine: (format: string, size: string, date: string) => `${format}, ${size}, erzeugt am ${date}`,
  },
  dashboard: {
    searchLabel: 'Module und Berichte durchsuchen',
    filterLabel: 'Module filtern',
    /** spec: filter option default */
    filterAll: 'Alle Module',
    /** spec: filter option favorite */
    filterFavorites: 'Favoriten',
    gridLabel: 'Module',
    categoryChip: (category: string) => `Kategorie ${category}`,
    userGroupChip: (group: string) => `Benutzergruppe ${group}`,
    /** spec */
    moduleTypeNotFound: 'Module type not found!',
    /** spec: alerts, each followed by the error detail */
    favoriteChangeFailed: 'Konnte nicht geändert werden',
    closeFailed: 'Konnte nicht geschlossen werden',
    reportRemoveFailed: 'Konnte nicht gelöscht werden',
    reportAddFailed: 'Konnte nicht hinzugefügt werden',
    /** spec: confirm dialog of a temporary module */
    removeTitle: 'Modul entfernen',
    removeQuestion: 'Möchten Sie dieses Modul dauerhaft entfernen?',
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
    removeModule: (name: string) => `Modul ${name} entfernen`,
    addFavorite: (name: string) => `${name} zu den Favoriten hinzufügen`,
    removeFavorite: (name: string) => `${name} aus den Favoriten entfernen`,
    /** Read out (and shown) once the server has stored the change of a star. */
    favoriteAdded: (name: string) => `„${name}“ ist jetzt unter Ihren Favoriten.`,
    favoriteRemoved: (name: string) => `„${name}“ ist nicht mehr unter Ihren Favoriten.`,
    favoritesModuleIcon: 'Favoritenmodul',
    reportsOf: (name: string) => `Berichte in ${name}`,
    noReports: 'Keine Berichte freigegeben.',
    noFavoriteReports: 'Markieren Sie Berichte mit dem Stern, um sie hier zu sammeln.',
    visual: (visualName: string) => `Visual: ${visualName}`,
    visualLoading: 'Das Visual wird geladen ...',
    visualFailed: 'Das Visual konnte nicht geladen werden. Öffnen Sie den Bericht über den Link.',
    visualNotFound: 'Dieses Visual gibt es im Bericht nicht mehr. Öffnen Sie den Bericht über den Link.',
    iframeNotAllowed:
      'Diese Seite kann hier nicht angezeigt werden, weil ihre Adresse nicht auf der Liste der freigegebenen Adressen steht.',
    iframeTitle: (name: string) => `Eingebettete Seite: ${name}`,
    contentOf: (name: string) => `Inhalt von ${name}`,
    showMore: 'Mehr anzeigen',
    showMoreOf: (name: string) => `Mehr anzeigen: ${name}`,
    newTab: '(öffnet in neuem Tab)',
    showImageFull: (name: string) => `${name} vergrößert anzeigen`,
    noModules: 'Für diese Auswahl gibt es keine Module.',
    noMatches: (term: string) => `Keine Module oder Berichte passen zu „${term}“.`,
    noResults: 'Keine Module gefunden',
    resetSearch: 'Suche zurücksetzen',
    loadingMore: 'Weitere Module werden geladen …',
    allLoaded: (count: number) => (count === 1 ? '1 Modul' : `${count} Module`),
    orderFavorites: 'Favoriten anordnen',
    orderTitle: 'Reihenfolge der Favoriten',
    orderHelp:
      'Ziehen Sie die Module in die gewünschte Reihenfolge. Mit der Tastatur: Griff fokussieren, Leertaste drücken, mit den Pfeiltasten verschieben und mit der Leertaste ablegen.',
    orderHandle: (name: string) => `${name} verschieben`,
    orderSave: 'Reihenfolge speichern',
    orderSaved: 'Die Reihenfolge wurde gespeichert.',
    orderFailed: 'Die Reihenfolge konnte nicht gespeichert werden',
    orderEmpty: 'Sie haben noch keine Favoriten-Module.',
    dragStart: (name: string) => `${name} aufgenommen.`,
    dragOver: (name: string, position: number) => `${name} ist jetzt an Position ${position}.`,
    dragEnd: (name: string, position: number) => `${name} an Position ${position} abgelegt.`,
    dragCancel: (name: string) => `Verschieben von ${name} abgebrochen.`,
  },
  manual: {
    treeLabel: 'Inhalt des Handbuchs',
    /** The closed section holding search and tree on narrow screens. */
    contentsAndSearch: 'Inhalt und Suche',
    breadcrumbsLabel: 'Position im Handbuch',
    searchLabel: 'Im Handbuch suchen',
    searchButton: 'Suchen',
    searchResults: (term: string, count: number) =>
      count === 0 ? `Keine Treffer für „${term}“.` : `${count} ${count === 1 ? 'Treffer' : 'Treffer'} für „${term}“`,
    clearSearch: 'Suche zurücksetzen',
    attachmentsHeading: 'Dateianhänge',
    lastChanged: (date: string, version: number) => `Zuletzt geändert am ${date} (Version ${version})`,
    empty: 'Das Handbuch ist noch leer. Es wird nach der nächsten Confluence Synchronisation angezeigt.',
    /** docs/requirements/errors.md */
    contentFailed: 'Seiteninhalte konnten nicht geladen werden',
    /** docs/requirements/errors.md */
    attachmentsFailed: 'Dateianhänge konnten nicht geladen werden',
    /** docs/requirements/errors.md */
    pageAttachmentsFailed: 'Seiten Anhänge konnten nicht geladen werden',
    /** docs/requirements/errors.md */
    pagesNotFound: 'Seiten können nicht gefunden werden',
  },
  assistant: {
    open: 'KI-Assistent',
    title: 'KI-Assistent',
    close: 'KI-Assistent schließen',
    intro: 'Stellen Sie eine Frage zur Bedienung des Radar. Die Antwort stammt aus dem Handbuch.',
    inputLabel: 'Ihre Frage',
    send: 'Frage senden',
    loading: 'Die Antwort wird gesucht ...',
    questionLabel: 'Ihre Frage:',
    referencesHeading: 'Mehr dazu im Handbuch',
    feedbackQuestion: 'War diese Antwort hilfreich?',
    yes: 'Ja',
    no: 'Nein',
    /** docs/requirements/behaviour.md */
    feedbackThanks: 'Vielen Dank für Ihr Feedback!',
    back: 'Neue Frage',
    contactSupport,
    /** docs/requirements/errors.md */
    error: 'Bei der KI-Suche ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
    answer: {
      /** When the manual does not answer the question (the abstain rule, docs/assistant.md). */
      abstain: `Dazu habe ich im Handbuch nichts gefunden. Gern gebe ich Ihre Frage an den Support weiter: Wählen Sie dazu „${contactSupport}“.`,
      /** `where` is the page's title, with the section's heading when there is one. */
      intro: (where: string) => `Im Handbuch steht dazu unter „${where}“:`,
      readOn: 'Die vollständige Beschreibung finden Sie auf den verlinkten Handbuchseiten.',
      fallbackNote:
        'Hinweis: Die KI-Formulierung ist gerade nicht verfügbar; die Antwort stammt direkt aus dem Handbuch.',
      systemPrompt:
        'Du bist der Assistent des Kommunikationswelt Radar. Antworte kurz, sachlich und auf Deutsch, ausschließlich auf Grundlage der folgenden Handbuchauszüge. Steht die Antwort nicht darin, sage das. Erfinde nichts.',
      passagesHeading: 'Handbuchauszüge:',
      rewritePrompt:
        'Formuliere die Frage einer Nutzerin oder eines Nutzers des Kommunikationswelt Radar (internes Berichtsportal) so um, wie das Handbuch die Dinge nennt (z. B. Modul statt Kachel, Berichtsabonnement statt Abo, Dashboard statt Startseite), korrigiere Tippfehler und gib nur die umformulierte Frage zurück. Betrifft die Frage nicht das Radar, gib sie unverändert zurück.',
    },
  },
} as const;

/** Every German text the product shows, quoted exactly from the specification where it names one. */
export const texts = {
  productNameDefault: 'Kommunikationswelt Radar',
  status: {
    badRequest: '. Ungültige Anfrage',
    unauthorized: '. Nicht autorisiert',
    forbidden: '. Zugriff verweigert',
    notFound: '. Nicht gefunden',
    serverError: '. Interner Serverfehler',
    tooManyRequests: '. Zu viele Anfragen – bitte warten Sie einen Moment und versuchen Sie es dann erneut',
    /** 502/503 without a German message of our server (the balancer's own answer). */
    unavailable: '. Dienst vorübergehend nicht erreichbar',
  },
  /** Answers of the server's abuse limits (HTTP 429). */
  limits: {
    tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    tooManyLoginAttempts: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.',
    /** `time` as the clock shows it in Germany, e.g. 09:15. */
    loginLockedUntil: (time: string) =>
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es ab ${time} Uhr erneut.`,
  },
  /** Answers of `GET /metrics` (operators' monitoring). */
  metrics: { invalidToken: 'Das Token für die Metriken ist ungültig.', notFound: 'Nicht gefunden.' },
  /** A dependency the server needs (its store) cannot be reached for a moment: HTTP 503 with Retry-After. */
  availability: {
    serviceUnavailable: 'Dienst vorübergehend nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  },
  session: {
    greeting: (name: string) => `Hallo, ${name}!`,
    signingIn: 'Sie werden angemeldet …',
    noPermission: 'Sie verfügen nicht über die erforderliche Berechtigung, um auf die Anwendung zuzugreifen',
    unreachable:
      'Wir entschuldigen uns für die Umstände, aber die Webseite ist aktuell aus technischen Gründen nicht erreichbar.',
    reload: 'Neu laden',
    expiredTitle: 'Warnung',
    expiredMessage: 'Die Sitzung ist abgelaufen. Bitte klicken Sie auf „Aktualisieren“, um fortzufahren.',
    expiredAction: 'Aktualisieren',
    logout: 'Abmelden',
    loggedOut: 'Sie haben sich abgemeldet.',
    signInAgain: 'Erneut anmelden',
    problemHeadings: { noPermission: 'Kein Zugriff', unreachable: 'Nicht erreichbar', loggedOut: 'Abgemeldet' },
  },
  admin: {
    title: 'Kommunikationswelt Radar – Administration',
    placeholder: 'Diese Ansicht wird in einem späteren Ausbauschritt gefüllt.',
    notAllowedTitle: 'Kein Zugriff',
    toPortal: 'Zum Portal',
    userMenu: 'Benutzermenü',
    userMenuOf: (fullName: string) => `${fullName} – Benutzermenü`,
    notAllowed:
      'Für diesen Bereich fehlt Ihnen die Berechtigung. Wenden Sie sich an die Administration Ihres Instituts, wenn Sie ihn benötigen.',
  },
  query: {
    /** spec: the global query error alert (without the query key the spec appends, decision 024) */
    fetchError: 'Fehler beim Datenabruf',
  },
  portal: {
    notFound: 'Die Seite existiert nicht oder Sie verfügen nicht über die nötige Berechtigung.',
  },
  sections: {
    system: 'System',
    manual: 'Handbuch',
    zbv: 'ZBV',
    accessControl: 'Zugriffskontrolle',
    pbi: 'PBI',
    pbiExports: 'PBI-Exporte',
    googleAnalytics: 'Google Analytics',
    wizard: 'Admin: Wizard',
  },
} as const;

export { adminTexts } from './admin';
export { adminShellTexts } from './adminShell';
export { portalTexts } from './portal';
export { reportTexts } from './reports';
export { supportTexts } from './support';
export { uiTexts } from './ui';
export { usageTexts } from './usage';
export { gaTexts, workflowTexts } from './gaWorkflows';
export { exportTexts } from './exports';
export { gridExportTexts } from './gridExport';
export { roleChangeTexts } from './roleChanges';

/** Every German text the product shows, quoted exactly from the specification where it names one. */
export const texts = {
  productNameDefault: 'Kommunikationswelt Radar',
  status: {
    badRequest: '. Ungültige Anfrage',
    unauthorized: '. Nicht autorisiert',
    forbidden: '. Zugriff verweigert',
    notFound: '. Nicht gefunden',
    serverError: '. Interner Serverfehler',
  },
  admin: {
    title: 'Kommunikationswelt Radar – Administration',
    placeholder: 'Diese Ansicht wird in einem späteren Ausbauschritt gefüllt.',
  },
  portal: {
    placeholder: 'Diese Seite wird in einem späteren Ausbauschritt gefüllt.',
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

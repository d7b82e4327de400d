/** The external addresses of menu and footer, in one place (documented in the README). */
export const externalLinks = {
  trainingOffer: 'https://www.sparkassenakademie.de',
  imprint: 'https://www.dsgv.de/impressum.html',
  privacyPolicy: 'https://www.dsgv.de/datenschutz.html',
} as const;

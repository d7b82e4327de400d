/**
 * What a user reads when a source behind the server failed (HTTP 502; 503 when the identity provider is
 * unreachable, since then the server itself cannot serve): the technical detail (address, status, the source's
 * own text) goes to the server log only.
 */
export const sourceErrorTexts = {
  PBI_UNREACHABLE: 'Power BI ist nicht erreichbar.',
  PBI_REFUSED: 'Power BI hat die Anfrage abgelehnt.',
  PBI_ANSWER_INVALID: 'Power BI hat eine unerwartete Antwort geliefert.',
  ZBV_SOURCE_UNREACHABLE: 'Die ZBV-Quelle ist nicht erreichbar.',
  ZBV_SOURCE_FAILED: 'Die ZBV-Quelle hat mit einem Fehler geantwortet.',
  ZBV_EXPORT_INVALID: 'Der ZBV-Export ist ungültig.',
  IDP_UNAVAILABLE: 'Der Anmeldedienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
} as const;

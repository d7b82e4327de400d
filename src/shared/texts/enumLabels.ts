import type { moduleTypes } from '../schemas/access';
import type { gaAccessLevels, gaActions } from '../schemas/ga';
import type { jobStatuses, pbiAccountKinds, subscriptionFrequencies } from '../schemas/pbi';
import type { auditActions } from '../schemas/system';
import type { contactTypes, supportReasons, supportRequestStatuses } from '../schemas/usage';
import type { portalRoles } from '../schemas/zbv';

type Labels<Values extends readonly string[]> = Record<Values[number], string>;

/**
 * The German label of each value of each enum the screens show, one map per enum (the values are the schemas'
 * `as const` lists). Look a label up by its enum, never by the raw value alone: `queued` is a job's and a support
 * request's status, with different neighbours.
 */
export const enumLabels = {
  moduleTypes: {
    IMAGE: 'Bild',
    HTML: 'HTML',
    TEMPORARY: 'Temporär',
    PBI_REPORT: 'PBI-Bericht',
    PBI_REPORT_FAVORITE: 'PBI-Bericht (Favoriten)',
    PBI_VISUAL: 'PBI-Visual',
    IFRAME: 'iFrame',
    EXTERNAL_TILE: 'Externe Kachel',
  } satisfies Labels<typeof moduleTypes>,
  jobStatuses: {
    queued: 'Wartend',
    running: 'Läuft',
    succeeded: 'Erfolgreich',
    failed: 'Fehlgeschlagen',
  } satisfies Labels<typeof jobStatuses>,
  auditActions: { create: 'Angelegt', update: 'Geändert', delete: 'Gelöscht' } satisfies Labels<typeof auditActions>,
  gaAccess: { VIEWER: 'Betrachter', ANALYST: 'Analyst', EDITOR: 'Bearbeiter' } satisfies Labels<typeof gaAccessLevels>,
  gaActions: { GRANT: 'Gewähren', REVOKE: 'Entziehen' } satisfies Labels<typeof gaActions>,
  frequencies: {
    DAILY: 'Täglich',
    WEEKLY: 'Wöchentlich',
    MONTHLY: 'Monatlich',
  } satisfies Labels<typeof subscriptionFrequencies>,
  pbiAccountKinds: { LOCAL: 'Lokal', POWER_BI: 'Power BI' } satisfies Labels<typeof pbiAccountKinds>,
  supportStatuses: {
    queued: 'Wartend',
    sent: 'Gesendet',
    failed: 'Fehlgeschlagen',
  } satisfies Labels<typeof supportRequestStatuses>,
  supportReasons: { GENERAL: 'Allgemeine Frage', REPORT: 'Bericht' } satisfies Labels<typeof supportReasons>,
  contactTypes: { EMAIL: 'E-Mail', PHONE: 'Telefon' } satisfies Labels<typeof contactTypes>,
  portalRoles: {
    RADAR_USER: 'Radar-Nutzung',
    RADAR_ADMIN: 'Administration',
    GA_ADMIN: 'GA-Administration',
    GA_CUST_ADMIN: 'GA-Kundenadministration',
  } satisfies Labels<typeof portalRoles>,
} as const;

/** The labels of the enum whose values are exactly `values`, or none when no map (or more than one) fits. */
export function labelsOfEnum(values: readonly string[]): Readonly<Record<string, string>> | undefined {
  const fitting = Object.values(enumLabels).filter((labels: Readonly<Record<string, string>>) => {
    const keys = Object.keys(labels);
    return keys.length === values.length && values.every((value) => keys.includes(value));
  });
  return fitting.length === 1 ? fitting[0] : undefined;
}

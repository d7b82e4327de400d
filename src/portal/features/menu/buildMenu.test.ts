import { aUser } from '../../../../tests/builders/userData';
import { buildMenu, type MenuGroup } from './buildMenu';

const workflows = [
  { id: 1, name: 'Neukunden-Onboarding' },
  { id: 3, name: 'Jahresabschluss-Reporting' },
];
const groupLabels = (groups: MenuGroup[]) => groups.map((group) => group.label);
const entriesOf = (groups: MenuGroup[], label: string) =>
  groups.find((group) => group.label === label)?.entries.map((entry) => entry.label) ?? [];

describe('buildMenu', () => {
  it('gives an ordinary user the personal, information, workflow and settings entries only', () => {
    const menu = buildMenu(aUser(), workflows);
    expect(groupLabels(menu)).toEqual(['Mein Radar', 'Informationen', 'Workflows', 'Einstellungen']);
    expect(entriesOf(menu, 'Mein Radar')).toEqual(['Benutzerdaten', 'Berichtsabonnements', 'Exporte']);
    expect(entriesOf(menu, 'Informationen')).toEqual([
      'Programmfreigabe',
      'Rechte- und Rollenmodel',
      'Produktinformationen',
      'Schulungsangebot',
    ]);
    expect(entriesOf(menu, 'Workflows')).toEqual(['Neukunden-Onboarding', 'Jahresabschluss-Reporting']);
    expect(entriesOf(menu, 'Einstellungen')).toEqual(['Cookie-Einstellungen']);
  });

  it('links each workflow with ?workflow={id}', () => {
    const entries = buildMenu(aUser(), workflows).find((group) => group.key === 'workflows')?.entries;
    expect(entries?.[1]).toEqual({ kind: 'route', label: 'Jahresabschluss-Reporting', to: '/workflow?workflow=3' });
  });

  it('adds Wizardkonfiguration and Dokumentation to the workflows for admins, and the admin sections', () => {
    const menu = buildMenu(aUser({ admin: true }), workflows);
    expect(entriesOf(menu, 'Workflows')).toEqual([
      'Neukunden-Onboarding',
      'Jahresabschluss-Reporting',
      'Wizardkonfiguration',
      'Dokumentation',
    ]);
    expect(groupLabels(menu)).toEqual([
      'Mein Radar',
      'Informationen',
      'Workflows',
      'System',
      'ZBV',
      'Zugriffskontrolle',
      'PBI',
      'PBI-Exporte',
      'Einstellungen',
    ]);
    expect(menu.find((group) => group.label === 'System')?.entries[0]).toEqual({
      kind: 'backOffice',
      label: 'Systemeinstellungen',
      href: '/systemSettings',
    });
  });

  it('gives the manual section, with the wiki sync, to manual admins only', () => {
    const menu = buildMenu(aUser({ zbvRoles: ['MANUAL_ADMIN'] }), []);
    expect(groupLabels(menu)).toContain('Handbuch');
    expect(entriesOf(menu, 'Handbuch')).toContain('Confluence Synchronisation');
    expect(groupLabels(buildMenu(aUser({ admin: true }), []))).not.toContain('Handbuch');
  });

  it('hides the GA-admin items from GA customer admins', () => {
    expect(entriesOf(buildMenu(aUser({ gaCustAdmin: true }), []), 'Google Analytics')).toEqual([
      'GA-Berechtigungsverwaltung',
      'GA-Warteschlange',
    ]);
    expect(entriesOf(buildMenu(aUser({ gaAdmin: true }), []), 'Google Analytics')).toEqual([
      'GA-Berechtigungsverwaltung',
      'GA-Warteschlange',
      'GA-ZBV-Berechtigungen',
      'GA-Berechtigungen',
      'Gesperrte Domains',
    ]);
  });

  it('leaves out the workflow group when there is nothing in it', () => {
    expect(groupLabels(buildMenu(aUser(), []))).not.toContain('Workflows');
  });
});

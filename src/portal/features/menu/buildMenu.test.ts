import { buildMenu, type MenuGroup } from './buildMenu';

const user = (flags: Partial<{ admin: boolean; gaAdmin: boolean; gaCustAdmin: boolean; zbvRoles: string[] }> = {}) => ({
  admin: false,
  gaAdmin: false,
  gaCustAdmin: false,
  zbvRoles: [],
  ...flags,
});
const workflows = [
  { id: 1, name: 'Neukunden-Onboarding' },
  { id: 3, name: 'Jahresabschluss-Reporting' },
];
const groupLabels = (groups: MenuGroup[]) => groups.map((group) => group.label);
const entriesOf = (groups: MenuGroup[], label: string) =>
  groups.find((group) => group.label === label)?.entries.map((entry) => entry.label) ?? [];

describe('buildMenu', () => {
  it('gives an ordinary user the personal, information, workflow and settings entries only', () => {
    const menu = buildMenu(user(), workflows);
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
    const entries = buildMenu(user(), workflows).find((group) => group.key === 'workflows')?.entries;
    expect(entries?.[1]).toEqual({ kind: 'route', label: 'Jahresabschluss-Reporting', to: '/workflow?workflow=3' });
  });

  it('adds Wizardkonfiguration and Dokumentation to the workflows for admins, and the admin sections', () => {
    const menu = buildMenu(user({ admin: true }), workflows);
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
    const menu = buildMenu(user({ zbvRoles: ['MANUAL_ADMIN'] }), []);
    expect(groupLabels(menu)).toContain('Handbuch');
    expect(entriesOf(menu, 'Handbuch')).toContain('Confluence Synchronisation');
    expect(groupLabels(buildMenu(user({ admin: true }), []))).not.toContain('Handbuch');
  });

  it('hides the GA-admin items from GA customer admins', () => {
    expect(entriesOf(buildMenu(user({ gaCustAdmin: true }), []), 'Google Analytics')).toEqual([
      'GA-Berechtigungsverwaltung',
      'GA-Warteschlange',
    ]);
    expect(entriesOf(buildMenu(user({ gaAdmin: true }), []), 'Google Analytics')).toEqual([
      'GA-Berechtigungsverwaltung',
      'GA-Warteschlange',
      'GA-ZBV-Berechtigungen',
      'GA-Berechtigungen',
      'Gesperrte Domains',
    ]);
  });

  it('leaves out the workflow group when there is nothing in it', () => {
    expect(groupLabels(buildMenu(user(), []))).not.toContain('Workflows');
  });
});

import type { RoleFlags } from '@shared/roles';
import { mayOpenAdminRoute } from '@shared/routes/adminRouteAccess';
import { adminRoutes, adminSections, portalRoutes, workflowPath, type AdminSectionKey } from '@shared/routes';
import { portalTexts } from '@shared/texts';
import { externalLinks } from '../../config/externalLinks';
import type { ShellDialog } from '../dialogs/shellDialogsContext';

export type MenuEntry =
  /** A portal page. */
  | { kind: 'route'; label: string; to: string }
  /** A back office screen: a full page load into the other entry. */
  | { kind: 'backOffice'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'dialog'; label: string; dialog: ShellDialog };

export interface MenuGroup {
  key: string;
  label: string;
  entries: MenuEntry[];
  /** The group of the colour scheme switch. */
  settings?: boolean;
}

const labels = portalTexts.menu;
/** The wizard screens belong to the workflow list (docs/requirements/screens.md), not to a group of their own. */
const WORKFLOW_ADMIN_SECTION: AdminSectionKey = 'wizard';

const page = (key: keyof typeof portalRoutes): MenuEntry => ({
  kind: 'route',
  label: portalRoutes[key].title,
  to: portalRoutes[key].pattern,
});

const backOfficeEntries = (user: RoleFlags, section: AdminSectionKey): MenuEntry[] =>
  adminRoutes
    .filter((route) => route.section === section && mayOpenAdminRoute(user, route))
    .map((route) => ({ kind: 'backOffice', label: route.title, href: route.path }));

/**
 * The menu of docs/requirements/screens.md for one user: only entries the user may open. Admin sections follow the role
 * rules of section 6; the workflow list holds one link per workflow plus, for admins, the wizard screens.
 */
export function buildMenu(user: RoleFlags, workflows: readonly { id: string | number; name: string }[]): MenuGroup[] {
  const workflowEntries: MenuEntry[] = [
    ...workflows.map((workflow): MenuEntry => ({ kind: 'route', label: workflow.name, to: workflowPath(workflow.id) })),
    ...backOfficeEntries(user, WORKFLOW_ADMIN_SECTION),
  ];
  const adminGroups = adminSections
    .filter((section) => section.key !== WORKFLOW_ADMIN_SECTION)
    .map((section) => ({
      key: `admin-${section.key}`,
      label: section.label,
      entries: backOfficeEntries(user, section.key),
    }));
  const groups: MenuGroup[] = [
    {
      key: 'personal',
      label: labels.personal,
      entries: [page('profile'), page('reportSubscriptions'), page('reportExports')],
    },
    {
      key: 'information',
      label: labels.information,
      entries: [
        page('programRelease'),
        page('rightsAndRoles'),
        { kind: 'dialog', label: labels.productInfo, dialog: 'productInfo' },
        { kind: 'external', label: labels.trainingOffer, href: externalLinks.trainingOffer },
      ],
    },
    { key: 'workflows', label: labels.workflows, entries: workflowEntries },
    ...adminGroups,
    {
      key: 'settings',
      label: labels.settings,
      entries: [{ kind: 'dialog', label: labels.cookieSettings, dialog: 'privacy' }],
      settings: true,
    },
  ];
  return groups.filter((group) => group.entries.length > 0);
}

import type { AdminRoute, AdminSectionKey } from '@shared/routes';

/**
 * docs/requirements/roles.md as a table, the oracle of the role matrix tests (API and menu): which admin sections each
 * fixture user may use. GA customer admins get the Google Analytics section without its GA-admin-only
 * items; max.muster has no admin role; otto.ohnerecht may not use the application at all.
 */
export const allowedSections: Record<string, { sections: readonly AdminSectionKey[]; gaAdminOnly: boolean }> = {
  'anna.admin': { sections: ['system', 'zbv', 'accessControl', 'pbi', 'pbiExports', 'wizard'], gaAdminOnly: false },
  'hanna.handbuch': { sections: ['manual'], gaAdminOnly: false },
  'gabi.analytics': { sections: ['googleAnalytics'], gaAdminOnly: true },
  'kurt.kunde': { sections: ['googleAnalytics'], gaAdminOnly: false },
  'max.muster': { sections: [], gaAdminOnly: false },
  'otto.ohnerecht': { sections: [], gaAdminOnly: false },
};

export const mayOpen = (username: string, route: AdminRoute): boolean => {
  const rules = allowedSections[username];
  return Boolean(rules?.sections.includes(route.section) && (!route.gaAdminOnly || rules.gaAdminOnly));
};

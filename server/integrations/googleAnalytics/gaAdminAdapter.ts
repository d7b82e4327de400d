import type { GaAccess } from '@shared/schemas';

/** One change of a user's access to a Google Analytics 4 property. */
export interface GaAccessChange {
  propertyId: string;
  email: string;
  access: GaAccess;
}

/** Grants and revokes property access; the worker of the GA queue talks only to this. */
export interface GaAdminAdapter {
  readonly kind: 'google' | 'local';
  grant(change: GaAccessChange): Promise<void>;
  revoke(change: GaAccessChange): Promise<void>;
}

/** GA4's predefined roles for our access levels. */
export const gaRoleOf = (access: GaAccess): string =>
  ({ VIEWER: 'predefinedRoles/viewer', ANALYST: 'predefinedRoles/analyst', EDITOR: 'predefinedRoles/editor' })[access];

import { MANUAL_ADMIN } from '../schemas/zbvRoleCodes';

/** Role levels of the access wrapper (docs/requirements/roles.md). */
export const RoleLevel = {
  USER: 0,
  ADMIN: 1,
  GA_ADMIN: 2,
  GA_CUST_ADMIN: 3,
  MANUAL_ADMIN: 4,
} as const;
export type RoleLevel = (typeof RoleLevel)[keyof typeof RoleLevel];

export interface RoleFlags {
  admin: boolean;
  gaAdmin: boolean;
  gaCustAdmin: boolean;
  zbvRoles: readonly string[];
}

export const hasRole = (user: RoleFlags, role: RoleLevel): boolean => {
  switch (role) {
    case RoleLevel.USER:
      return true;
    case RoleLevel.ADMIN:
      return user.admin;
    case RoleLevel.GA_ADMIN:
      return user.gaAdmin;
    case RoleLevel.GA_CUST_ADMIN:
      return user.gaCustAdmin;
    case RoleLevel.MANUAL_ADMIN:
      return user.zbvRoles.includes(MANUAL_ADMIN);
  }
};

/** RADAR_USER is the permission to use the application at all (see the fixture user otto.ohnerecht). */
export const APPLICATION_ROLE = 'RADAR_USER';
export const mayUseApplication = (user: { roles: readonly string[] }): boolean => user.roles.includes(APPLICATION_ROLE);

/** A wrapper shows its content when any listed role matches. */
export const hasAnyRole = (user: RoleFlags, roles: readonly RoleLevel[]): boolean =>
  roles.some((role) => hasRole(user, role));

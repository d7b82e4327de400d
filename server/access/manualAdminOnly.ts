import type { RequestHandler } from 'express';
import { MANUAL_ADMIN } from '@shared/schemas/zbv';
import { principalOf } from '../auth/authenticate';
import { sendError } from '../data/dataCall';

/** Lets only manual administrators (ZBV role MANUAL_ADMIN, docs/requirements/roles.md) through; everyone else gets 403. */
export const manualAdminOnly: RequestHandler = (_req, res, next) => {
  if (principalOf(res).userData.zbvRoles.includes(MANUAL_ADMIN)) next();
  else sendError(res, 403, 'FORBIDDEN', 'Diese Aktion ist der Handbuchpflege vorbehalten.');
};

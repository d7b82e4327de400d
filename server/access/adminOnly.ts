import type { RequestHandler } from 'express';
import { principalOf } from '../auth/authenticate';
import { sendError } from '../data/dataCall';

/** Lets only administrators (RADAR_ADMIN) through; everyone else gets 403. */
export const adminOnly: RequestHandler = (_req, res, next) => {
  if (principalOf(res).userData.admin) next();
  else sendError(res, 403, 'FORBIDDEN', 'Diese Aktion ist Administratoren vorbehalten.');
};

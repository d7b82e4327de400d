import type { RequestHandler } from 'express';
import { inputTexts } from '@shared/texts/inputs';
import { sendError } from '../data/dataCall';

/**
 * Refuses a request whose path holds a percent escape that does not decode (`%ZZ`, a lone `%`, half a UTF-8
 * sequence) with one German 400, before any route sees it: Express's parameter decoding, a handler's own
 * `decodeURIComponent` and the provider's Koa routes would each fail in their own way (a URIError, a 500).
 */
export const refuseMalformedPath: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    sendError(res, 400, 'MALFORMED_ADDRESS', inputTexts.malformedAddress, [
      { field: '(Adresse)', message: inputTexts.malformedAddressField },
    ]);
    return;
  }
  next();
};

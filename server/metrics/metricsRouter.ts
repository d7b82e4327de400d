import { timingSafeEqual } from 'node:crypto';
import express from 'express';
import { texts } from '@shared/texts';
import { sendError } from '../data/dataCall';
import { isLoopbackAddress } from '../security/trustedProxy';
import { registry } from './registry';

export const METRICS_PATH = '/metrics';

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * `GET /metrics` for Prometheus, not public: the health details' rule (a caller on this machine: `req.ip`, behind a
 * trusted proxy the client it forwards for), or `Authorization: Bearer <METRICS_TOKEN>`. A wrong token is 401;
 * anyone else gets 404, as for a path that does not exist.
 */
export function createMetricsRouter(token: string | undefined): express.Router {
  const router = express.Router();
  router.get(METRICS_PATH, (req, res, next) => {
    const authorization = req.headers.authorization;
    if (authorization !== undefined) {
      const given = /^Bearer (.+)$/.exec(authorization)?.[1];
      if (!token || !given || !sameToken(given, token)) {
        sendError(res, 401, 'INVALID_TOKEN', texts.metrics.invalidToken);
        return;
      }
    } else if (!isLoopbackAddress(req.ip ?? '')) {
      // Not the web entries' page either, which a browser would get for an unknown path.
      sendError(res, 404, 'NOT_FOUND', texts.metrics.notFound);
      return;
    }
    registry.metrics().then((body) => res.type(registry.contentType).send(body), next);
  });
  return router;
}

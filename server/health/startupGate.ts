import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { HEALTH_PATH } from '@shared/api/paths';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const startingBody = JSON.stringify({
  status: 'DOWN',
  code: 'STARTING',
  message: 'Der Server startet gerade. Bitte in wenigen Sekunden erneut versuchen.',
});

/**
 * Answers every request with 503 and a JSON 'starting' body from the moment the port is open until `open` hands
 * over to the app, so a probe during start-up never hangs on a port that has no handler yet.
 */
export function answerWhileStarting(httpServer: Server): { open: (app: Handler) => void } {
  const starting: Handler = (req, res) => {
    res.writeHead(503, {
      'Content-Type': 'application/json; charset=utf-8',
      'Retry-After': '1',
      'Cache-Control': 'no-store',
      ...(req.url?.startsWith(HEALTH_PATH) ? {} : { Connection: 'close' }),
    });
    res.end(startingBody);
  };
  httpServer.on('request', starting);
  return {
    open: (app) => {
      httpServer.off('request', starting);
      httpServer.on('request', app);
    },
  };
}

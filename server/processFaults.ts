import type { Logger } from 'pino';
import { isStoreUnavailable } from './store/storeUnavailable';

/**
 * The last line of defence (docs/resilience.md): a promise nobody handled is logged and the process goes on; an
 * exception nobody caught is logged and survived when it is a lost PostgreSQL connection (each is handled where it
 * arises, this is for one that was missed). Any other leaves the process in a state nobody knows: it says why and
 * ends (exit 1), for its supervisor to start it again.
 */
export function watchProcessFaults(
  log: Logger,
  target: Pick<NodeJS.EventEmitter, 'on'> = process,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  target.on('unhandledRejection', (reason: unknown) => {
    log.error({ err: reason }, 'Unbehandelter Fehler einer asynchronen Aufgabe (der Prozess läuft weiter)');
  });
  target.on('uncaughtException', (error: unknown) => {
    if (isStoreUnavailable(error)) {
      log.error({ err: error }, 'Verbindung zu PostgreSQL verloren (der Prozess läuft weiter)');
      return;
    }
    log.fatal({ err: error }, 'Unerwarteter Fehler, der Prozess wird beendet');
    exit(1);
  });
}

import { EventEmitter } from 'node:events';
import { expect, it } from 'vitest';
import { watchProcessFaults } from './processFaults';
import { capturedLog } from './testing/capturedLog';

it('survives a lost PostgreSQL connection nobody caught and a rejection nobody handled; ends, saying why, on a bug', () => {
  const processLike = new EventEmitter();
  const exits: number[] = [];
  const { log, lines } = capturedLog();
  watchProcessFaults(log, processLike, (code) => void exits.push(code));
  processLike.emit('uncaughtException', new Error('Connection terminated unexpectedly'));
  processLike.emit('unhandledRejection', new Error('Export fehlgeschlagen'));
  expect(exits).toEqual([]);
  processLike.emit('uncaughtException', new TypeError('Cannot read properties of undefined'));
  expect(exits).toEqual([1]);
  expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
    [50, 'Verbindung zu PostgreSQL verloren (der Prozess läuft weiter)'],
    [50, 'Unbehandelter Fehler einer asynchronen Aufgabe (der Prozess läuft weiter)'],
    [60, 'Unerwarteter Fehler, der Prozess wird beendet'],
  ]);
});

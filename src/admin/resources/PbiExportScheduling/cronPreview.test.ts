import { expect, it } from 'vitest';
import { cronPreview } from './cronPreview';

it('reads a schedule in German and lists its next runs in its time zone', () => {
  const preview = cronPreview('0 6 * * 1-5', 'Europe/Berlin', new Date('2026-11-20T12:00:00Z'), 3);
  expect(preview?.description).toBe('Um 06:00, Montag bis Freitag');
  expect(preview?.nextRuns).toEqual(['Mo., 23.11.2026, 06:00', 'Di., 24.11.2026, 06:00', 'Mi., 25.11.2026, 06:00']);
});

it('reads a schedule with a seconds field and shows its runs to the second', () => {
  const preview = cronPreview('*/20 * * * * *', 'Europe/Berlin', new Date('2026-11-20T12:00:00Z'), 2);
  expect(preview?.description).toBe('Alle 20 Sekunden');
  expect(preview?.nextRuns).toEqual(['Fr., 20.11.2026, 13:00:20', 'Fr., 20.11.2026, 13:00:40']);
});

it('has no preview for an invalid expression', () => {
  expect(cronPreview('61 * * * *', 'Europe/Berlin')).toBeUndefined();
  expect(cronPreview('61 * * * * *', 'Europe/Berlin')).toBeUndefined();
  expect(cronPreview('* * * * * * *', 'Europe/Berlin')).toBeUndefined();
});

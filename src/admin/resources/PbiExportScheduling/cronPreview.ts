import cronstrue from 'cronstrue/i18n';
import { cronHasSeconds, cronOf, cronProblem } from '@shared/schemas/cronRule';

export interface CronPreview {
  description: string;
  nextRuns: string[];
}

/** The German reading of a cron expression and its next runs in the schedule's time zone; undefined if invalid. */
export function cronPreview(
  expression: string,
  timezone: string,
  from: Date = new Date(),
  count = 5,
): CronPreview | undefined {
  if (cronProblem(expression)) return undefined;
  let zone: string | undefined = timezone;
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: timezone });
  } catch {
    zone = undefined;
  }
  const format = new Intl.DateTimeFormat('de-DE', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(cronHasSeconds(expression) ? { second: '2-digit' } : {}),
    ...(zone ? { timeZone: zone } : {}),
  });
  return {
    description: cronstrue.toString(expression, { locale: 'de', use24HourTimeFormat: true }),
    nextRuns: cronOf(expression, zone)
      .nextRuns(count, from)
      .map((date) => format.format(date)),
  };
}

import { Cron } from 'croner';
import { exportTexts } from '../texts/exports';

/** A five-field cron expression (minute precision) in a time zone; never started, only asked for run times. */
export const cronOf = (expression: string, timezone?: string): Cron =>
  new Cron(expression, { paused: true, mode: '5-part', ...(timezone ? { timezone } : {}) });

/** Why the expression cannot schedule anything, or undefined when it can. */
export function cronProblem(expression: string): string | undefined {
  try {
    return cronOf(expression).nextRun() ? undefined : exportTexts.cron.neverRuns;
  } catch {
    return exportTexts.cron.invalid;
  }
}

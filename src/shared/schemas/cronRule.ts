import { Cron } from 'croner';
import { validationTexts } from '../texts/validation';

/**
 * A five-field cron expression (minute precision), or six fields with the seconds first, in a time zone; never
 * started, only asked for run times.
 */
export const cronOf = (expression: string, timezone?: string): Cron =>
  new Cron(expression, { paused: true, mode: '5-or-6-parts', ...(timezone ? { timezone } : {}) });

/** Whether the expression names seconds (six fields), so its runs need a seconds-precise display and file name. */
export const cronHasSeconds = (expression: string): boolean => expression.trim().split(/\s+/).length === 6;

/** Why the expression cannot schedule anything, or undefined when it can. */
export function cronProblem(expression: string): string | undefined {
  try {
    return cronOf(expression).nextRun() ? undefined : validationTexts.cronNeverRuns;
  } catch {
    return validationTexts.cronInvalid;
  }
}

import { z } from 'zod';
import { isTimeZone } from './cellText';
import { exportColumnSchema } from './exportColumn';

export const gridExportFormats = ['csv', 'xlsx', 'print'] as const;
export type GridExportFormat = (typeof gridExportFormats)[number];

/**
 * An export of a back-office list: the collection, the list's filter and sort as react-admin holds them (the server
 * reads them as the data API reads a list call), the visible columns in their order, and the browser's time zone.
 */
export const gridExportRequestSchema = z.strictObject({
  resource: z.string().max(100),
  format: z.enum(gridExportFormats),
  title: z.string().min(1).max(200),
  filter: z.record(z.string(), z.unknown()),
  sort: z.strictObject({ field: z.string().max(100), order: z.enum(['ASC', 'DESC']) }),
  columns: z.array(exportColumnSchema).min(1).max(100),
  timeZone: z.string().max(64).refine(isTimeZone, { message: 'Unbekannte Zeitzone' }),
});
export type GridExportRequest = z.infer<typeof gridExportRequestSchema>;

/** The answer to a started export: its id (for progress and cancel) and the one-time address of its file. */
export const gridExportStartedSchema = z.object({ id: z.string(), url: z.string(), total: z.number() });
export type GridExportStarted = z.infer<typeof gridExportStartedSchema>;

export const gridExportPhases = ['waiting', 'running', 'done', 'failed', 'cancelled'] as const;
export type GridExportPhase = (typeof gridExportPhases)[number];

/** How far an export has come; `message` says why it failed. */
export const gridExportProgressSchema = z.object({
  phase: z.enum(gridExportPhases),
  written: z.number(),
  total: z.number(),
  message: z.string().optional(),
});
export type GridExportProgress = z.infer<typeof gridExportProgressSchema>;

export const isFinished = (phase: GridExportPhase): boolean =>
  phase === 'done' || phase === 'failed' || phase === 'cancelled';

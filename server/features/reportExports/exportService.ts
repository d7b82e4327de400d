import { createPowerBiClient } from '../../integrations/powerbi/powerBiClient';
import { createPowerBiExporter } from '../../integrations/powerbi/powerBiExport';
import { localExporter } from '../../integrations/reportExport/localExporter';
import type { ReportExporter } from '../../integrations/reportExport/reportExporter';
import { exportTexts } from '@shared/texts';
import type { ServerConfig } from '../../config';
import type { Jobs } from '../../jobs/jobs';
import type { Store } from '../../store/store';
import type { PgFiles } from '../../files/pgFiles';
import { exportFilesOf } from './exportFilesOf';
import { ExportRunner, type ExporterFor } from './exportRunner';
import { ExportScheduler } from './exportScheduler';
import { logger } from '../../logging/logger';

const TICK_MS = 1000;

const unconfigured: ReportExporter = {
  exportReport: () => Promise.reject(new Error(exportTexts.server.powerBiNotConfigured)),
};

function exportersOf(config: ServerConfig): ExporterFor {
  const settings = config.powerBi;
  const powerBi = settings ? createPowerBiExporter(settings, createPowerBiClient(settings).accessToken) : unconfigured;
  return (kind) => (kind === 'POWER_BI' ? powerBi : localExporter);
}

/**
 * The export scheduler of the server process: puts interrupted jobs back in the queue, then every second
 * queues due slots (each once across instances, through the job leases) and runs the queue (also jobs an admin
 * retried). Returns a stop function, which waits for a tick under way.
 */
export function startExportService(
  store: Store,
  jobs: Jobs,
  config: ServerConfig,
  sharedFiles?: PgFiles,
): () => Promise<void> {
  const runner = new ExportRunner(store, jobs, exportersOf(config), exportFilesOf(config, sharedFiles));
  const scheduler = new ExportScheduler(store, jobs, (exportId, slot) => runner.enqueue(exportId, slot));
  runner.recover();
  let ticking: Promise<void> | undefined;
  const tick = () => {
    ticking ??= scheduler
      .tick()
      .catch((error: unknown) => logger.error({ err: error }, 'Exportplanung fehlgeschlagen'))
      .finally(() => {
        ticking = undefined;
        void runner.runQueued().catch((error: unknown) => logger.error({ err: error }, 'Exportläufe fehlgeschlagen'));
      });
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await ticking;
  };
}

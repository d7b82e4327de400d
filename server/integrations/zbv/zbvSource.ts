import { zbvExportSchema, type ZbvExport } from './zbvExport';

const TIMEOUT_MS = 30_000;

/** Why the export could not be read; the code reaches the client as the second part of the error. */
export class ZbvSourceError extends Error {
  constructor(
    readonly code: 'ZBV_SOURCE_UNREACHABLE' | 'ZBV_SOURCE_FAILED' | 'ZBV_EXPORT_INVALID',
    message: string,
  ) {
    super(message);
    this.name = 'ZbvSourceError';
  }
}

/** Reads and validates the ZBV export over HTTP. */
export async function fetchZbvExport(url: string, headers: Record<string, string> = {}): Promise<ZbvExport> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ZbvSourceError('ZBV_SOURCE_UNREACHABLE', `ZBV-Quelle ${url} nicht erreichbar: ${String(error)}`);
  }
  if (!response.ok) throw new ZbvSourceError('ZBV_SOURCE_FAILED', `ZBV-Quelle antwortete ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ZbvSourceError('ZBV_EXPORT_INVALID', 'Der ZBV-Export ist kein gültiges JSON.');
  }
  const parsed = zbvExportSchema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ZbvSourceError('ZBV_EXPORT_INVALID', `ZBV-Export ungültig: ${first?.path.join('.')} ${first?.message}`);
  }
  return parsed.data;
}

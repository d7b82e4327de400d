import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { envSchema } from '../config';

export type LogSettings = { level: string; format: 'json' | 'pretty' };

/**
 * Where a secret could sit in anything a log call is handed (an error's request, a body, a header object):
 * censored by pino before the line is written. The request log itself keeps no headers or bodies at all
 * (requestLog.ts), so this is the second line of defence for every other log call.
 */
const REDACTED_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  ...['password', 'refreshToken', 'accessToken', 'idToken', 'access_token', 'refresh_token', 'id_token']
    .concat(['client_secret', 'clientSecret', 'authorization', 'cookie'])
    .flatMap((key) => [key, `*.${key}`]),
];

export const REDACTED = '[REDACTED]';

/**
 * The same censoring for what sits under one key only, e.g. `err`: a logger with these settings redacts nothing
 * else, which spares the wildcards' walk over every field of every line (about a tenth of a request's CPU).
 */
export const redactionUnder = (key: string) => ({
  paths: REDACTED_PATHS.map((path) => `${key}.${path}`),
  censor: REDACTED,
});

const prettyAvailable = (): boolean => {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
};

/**
 * The server's logger: JSON lines on stdout (one object per line, ISO time), or human-readable through
 * pino-pretty when `format` is 'pretty' and the development dependency is installed. `destination` is for tests.
 */
export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: settings.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  };
  if (destination) return pino(options, destination);
  if (settings.format === 'pretty') {
    if (prettyAvailable()) {
      return pino({
        ...options,
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,req,res', singleLine: true },
        },
      });
    }
    const json = pino(options);
    json.warn('LOG_FORMAT=pretty, aber pino-pretty ist nicht installiert (Produktionsinstallation): Ausgabe als JSON.');
    return json;
  }
  return pino(options);
}

const logEnv = envSchema.pick({ LOG_LEVEL: true, LOG_FORMAT: true });

/** The log settings of the environment; an invalid value falls back to the default here and stops readConfig. */
export function readLogSettings(env: NodeJS.ProcessEnv): LogSettings {
  const parsed = logEnv.safeParse(env);
  const values = parsed.success ? parsed.data : logEnv.parse({});
  return { level: values.LOG_LEVEL, format: values.LOG_FORMAT };
}

/** The process's logger, for work outside a request; code inside a request logs through `req.log` (with its id). */
export const logger = createLogger(readLogSettings(process.env));

/** For tests: a logger that writes nothing. */
export const silentLogger = (): Logger => pino({ level: 'silent' });

import { resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('localhost'),
  DB_FILE: z.string().default('db.json'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Origin allowed to call the API from another site; none by default. */
  CORS_ORIGIN: z.string().optional(),
  /** build: the production build (`npm start`); vite: Vite in middleware mode (`npm run dev`); none: API only. */
  SERVE: z.enum(['build', 'vite', 'none']).default('build'),
});

export type ServerConfig = {
  port: number;
  host: string;
  dbFile: string;
  corsOrigin?: string;
  serve: 'build' | 'vite' | 'none';
  production: boolean;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Ungültige Umgebungsvariablen:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dbFile: resolve(e.DB_FILE),
    corsOrigin: e.CORS_ORIGIN,
    serve: e.SERVE,
    production: e.NODE_ENV === 'production',
  };
}

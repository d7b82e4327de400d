import { z } from 'zod';

/** The signed-in user's settings, key → any JSON value (loaded with the first request, not before). */
export const preferencesSchema = z.record(z.string(), z.json());

import { z } from 'zod';
import { hasControlCharacter } from '../security/controlCharacters';
import { inputTexts as t } from '../texts/inputs';
import './germanValidation';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether a stored address may be a link, image or frame source: an absolute http(s) address with a host, or a
 * relative one (no scheme). No spaces or control characters anywhere, since browsers drop them and a
 * `java\tscript:` would then be a scheme after all.
 */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value) || hasControlCharacter(value)) return false;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (scheme !== 'http' && scheme !== 'https') return false;
  return URL.canParse(value) && new URL(value).hostname !== '';
}

/** Every URL field of the schemas: http(s) or a relative path, else a German message on the field. */
export const webAddressSchema = z.string().max(2000).refine(isWebAddress, t.webAddress);

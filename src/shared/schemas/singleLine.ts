import { z } from 'zod';
import { hasControlCharacter } from '../security/controlCharacters';
import { inputTexts as t } from '../texts/inputs';
import './germanValidation';

/**
 * A single-line text field (names, titles, keys, addresses): no line break, tab or other control character, so a
 * value cannot add lines to a mail, a log line or an export. Multi-line texts (descriptions, messages, HTML) stay
 * plain `z.string()`.
 */
export const singleLine = () => z.string().refine((value) => !hasControlCharacter(value), t.singleLine);

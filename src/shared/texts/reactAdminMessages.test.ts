import englishMessages from 'ra-language-english';
import { germanMessages } from './reactAdminMessages';

type Messages = { [key: string]: Messages | string | undefined };

/** Every leaf of a message tree as [dotted key, text]. */
const leaves = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value] as [string, string]];
    return value ? leaves(value, path) : [];
  });

const lookup = (messages: Messages, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], messages);

const placeholders = (text: string): string[] => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

/** Texts without a word of their own (a blank, only placeholders) are the same in every language. */
const hasWords = (text: string): boolean => /\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));

const english = leaves(englishMessages as Messages);

describe('German react-admin messages', () => {
  it('knows react-admin 5 messages at all', () => {
    expect(english.length).toBeGreaterThan(150);
  });

  it.each(english)('%s is translated', (key, text) => {
    const german = lookup(germanMessages as Messages, key);
    expect(typeof german, `${key} fehlt`).toBe('string');
    if (hasWords(text)) expect(german, `${key} ist noch englisch`).not.toBe(text);
    expect(placeholders(german as string)).toEqual(placeholders(text));
    expect((german as string).split('||||').length).toBe(text.split('||||').length);
  });

  it('has no key react-admin does not know', () => {
    const known = new Set(english.map(([key]) => key));
    expect(leaves(germanMessages as Messages).filter(([key]) => !known.has(key))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { textToValues, valuesToText, withoutBlankValues } from './filterValues';

describe('filter values as lines', () => {
  it('round-trips while typing, a trailing line break included', () => {
    for (const text of ['', 'Privatkunden', 'Privatkunden\n', 'Privatkunden\nFirmenkunden']) {
      expect(valuesToText(textToValues(text))).toBe(text);
    }
  });

  it('saves without blank lines and surrounding spaces', () => {
    expect(withoutBlankValues({ name: 'Sparte', values: [' Privatkunden', '', '  ', 'Firmenkunden '] })).toEqual({
      name: 'Sparte',
      values: ['Privatkunden', 'Firmenkunden'],
    });
  });
});

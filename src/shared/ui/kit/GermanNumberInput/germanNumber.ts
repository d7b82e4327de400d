/**
 * German number text ⇄ plain numeric string ('1.234.567,89' ⇄ '1234567.89').
 * Plain strings keep every digit exactly (no float rounding), so large amounts survive.
 */

// Optional minus, integer part either ungrouped ('1234567') or grouped correctly by dots ('1.234.567'),
// optional comma with fraction digits.
const GERMAN_NUMBER = /^(-)?(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

const isPlainNumber = (text: string): text is `${number}` => PLAIN_NUMBER.test(text);

/**
 * Parses German input into a canonical plain numeric string, or null when it is no number.
 *
 * Canonical means: trailing fraction zeros and leading integer zeros are dropped ('1234,50' → '1234.5',
 * '007' → '7', '-0' → '0'), so one number has one value; how many decimals to show is up to formatting.
 * A dot only ever separates thousands: '1.500' → '1500', while '1.5' is rejected rather than guessed.
 * '' (or only blanks) → '' for an empty field.
 */
export const parseGermanNumber = (text: string): string | null => {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = GERMAN_NUMBER.exec(trimmed);
  if (!match) return null;
  const [, minus, groupedInteger = '', rawFraction = ''] = match;
  const integerDigits = groupedInteger.replaceAll('.', '');
  if (integerDigits === '' && rawFraction === '') return null;

  const integer = integerDigits.replace(/^0+(?=\d)/, '') || '0';
  const fraction = rawFraction.replace(/0+$/, '');
  const isZero = integer === '0' && fraction === '';
  return `${minus && !isZero ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
};

/**
 * Formats a plain numeric string the German way: '1234567.89' → '1.234.567,89'.
 * Without fractionDigits every given decimal is shown; with them the number is rounded (half up) or padded.
 * '' stays ''; text that is not a plain number is returned unchanged.
 */
export const formatGermanNumber = (plain: string, fractionDigits?: number): string => {
  if (!isPlainNumber(plain)) return plain;
  const digits = fractionDigits ?? plain.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  }).format(plain);
};

/** The text to edit while focused: decimal comma, no thousands dots, so the caret never jumps. */
export const toEditableGermanNumber = (plain: string): string =>
  isPlainNumber(plain) ? plain.replace('.', ',') : plain;

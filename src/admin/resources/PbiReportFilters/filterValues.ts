/** The values as the text field shows them: one per line. */
export const valuesToText = (values: unknown): string => (Array.isArray(values) ? values.join('\n') : '');

/** The text field's lines as values; empty lines stay until saving, so typing a line break is not undone. */
export const textToValues = (text: string): string[] => (text === '' ? [] : text.split('\n'));

/** Form data as saved: blank lines dropped, values trimmed. */
export const withoutBlankValues = (data: Record<string, unknown>) => ({
  ...data,
  values: Array.isArray(data.values)
    ? data.values
        .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
        .map((value) => value.trim())
    : [],
});

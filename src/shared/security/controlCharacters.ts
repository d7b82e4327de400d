/** C0 controls (below U+0020), DEL and the C1 controls (U+0080–U+009F). */
const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/** Whether the text holds a control character; a tab counts only without `allowTab`. */
export function hasControlCharacter(text: string, allowTab = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isControl(code) && !(allowTab && code === 0x09)) return true;
  }
  return false;
}

/** The text without control characters and spaces, as a browser reads a URL's scheme (`java\tscript:`). */
export const withoutControlsAndSpaces = (text: string): string =>
  [...text].filter((char) => char !== ' ' && !isControl(char.charCodeAt(0))).join('');

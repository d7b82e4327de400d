import type { Page } from '@playwright/test';
import { MRT_Localization_EN } from 'material-react-table/locales/en/index.esm.js';
import englishMessages from 'ra-language-english';

type Messages = { [key: string]: Messages | string | undefined };

const leaves = (messages: Messages): string[] =>
  Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : value ? leaves(value) : []));

/** Placeholders filled in by the library become regular expressions; plural forms are split. */
const patternOf = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%\\\{\w+\\\}|\\\{\w+\\\}/g, '.+')}$`);

/** Grid texts that read the same in German (and 'Max' is also a name). */
const sameInGerman = new Set(['language', 'max', 'min', 'rowNumber']);

/** The default English texts of react-admin and of the grid library (words only, no bare placeholders). */
const englishPatterns = [
  ...leaves(englishMessages as Messages),
  ...Object.entries(MRT_Localization_EN)
    .filter(([key]) => !sameInGerman.has(key))
    .map(([, text]) => text),
]
  .filter((text): text is string => typeof text === 'string')
  .flatMap((text) => text.split('||||').map((part) => part.trim()))
  .filter((text) => /[A-Za-z]{3}/.test(text.replace(/%\{\w+\}|\{\w+\}/g, '')))
  .map(patternOf);

/** Every text a user sees or hears on the page: element texts, labels, titles and placeholders. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (own) texts.add(own);
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/** The texts on the page that are still react-admin's or the grid's English defaults. */
export async function englishTextsOn(page: Page): Promise<string[]> {
  return (await pageTexts(page)).filter((text) => englishPatterns.some((pattern) => pattern.test(text)));
}

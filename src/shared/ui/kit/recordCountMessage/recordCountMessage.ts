import { uiTexts } from '@shared/texts/ui';

const countFormat = new Intl.NumberFormat('de-DE');

/** 'Sie haben 1 Datensatz geändert' / 'Sie haben 1.234 Datensätze geändert'. */
export const recordCountMessage = (count: number, action: string): string =>
  count === 1 ? uiTexts.recordCount.one(action) : uiTexts.recordCount.other(countFormat.format(count), action);

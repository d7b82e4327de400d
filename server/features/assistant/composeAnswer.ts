import type { AiReference } from '../../../src/shared/portalApi';
import { portalTexts } from '../../../src/shared/texts';
import type { RetrievedPassage } from './retrieve';

const MAX_PAGES = 3;
const texts = portalTexts.assistant.answer;

/** The pages of the passages, best first, each once: the references of the answer. */
export function referencesOf(passages: RetrievedPassage[]): AiReference[] {
  const seen = new Set<string>();
  const references: AiReference[] = [];
  for (const passage of passages) {
    if (seen.has(passage.pageId)) continue;
    seen.add(passage.pageId);
    references.push({ text: passage.title, pageId: passage.pageId });
    if (references.length === MAX_PAGES) break;
  }
  return references;
}

/**
 * An answer built from the manual's own words: the best passage of the best page, with up to two further
 * passages of the same page that score at least half as well, then where to read on.
 */
export function composeAnswer(passages: RetrievedPassage[]): string {
  const best = passages[0];
  if (!best) return texts.nothingFound;
  const fromSamePage = passages.filter((p) => p.pageId === best.pageId && p.score >= best.score / 2).slice(0, 3);
  const quoted = fromSamePage.map((p) => (p.heading && p.heading !== p.text ? `${p.heading}: ${p.text}` : p.text));
  return `${texts.intro(best.title)}\n\n${quoted.join('\n\n')}\n\n${texts.readOn}`;
}

import type { AiReference } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import type { PassageDocument } from '../manual/manualIndex';
import { shouldAbstain } from './abstain';
import type { RetrievedPassage, Retrieval } from './retrieve';

const MAX_PAGES = 3;
/** An answer quotes whole passages of one section up to this length (one passage at least). */
export const MAX_ANSWER_CHARS = 800;
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

const upToLimit = (passages: readonly PassageDocument[]) => {
  let length = 0;
  const taken: PassageDocument[] = [];
  for (const passage of passages) {
    length += passage.text.length;
    if (taken.length > 0 && length > MAX_ANSWER_CHARS) break;
    taken.push(passage);
  }
  return taken;
};

/**
 * What an answer quotes of the best passage's section: whole passages from the start of the section (so steps
 * keep their order and context), never beyond its end; if the best passage would be cut off, from it on.
 */
export function sectionExcerpt(section: readonly PassageDocument[], best: PassageDocument): PassageDocument[] {
  const bestAt = section.findIndex((passage) => passage.id === best.id);
  const fromStart = upToLimit(section);
  return fromStart.length > bestAt ? fromStart : upToLimit(section.slice(bestAt));
}

/**
 * An answer built from the manual's own words: the section of the best passage, headed by where it stands,
 * then where to read on; or, when the manual does not answer the question (abstain.ts), says so and offers
 * the support form.
 */
export function composeAnswer(retrieval: Retrieval): string {
  const best = retrieval.passages[0];
  if (!best || shouldAbstain(retrieval)) return texts.abstain;
  const where = best.heading ? `${best.title} – ${best.heading}` : best.title;
  const quoted = sectionExcerpt(retrieval.section, best).map((passage) => passage.text);
  return `${texts.intro(where)}\n\n${quoted.join('\n')}\n\n${texts.readOn}`;
}

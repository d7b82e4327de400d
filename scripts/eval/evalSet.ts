import { z } from 'zod';

/** One evaluation set of the assistant: questions as staff ask them, each asked as the named user. */
export const evalSetSchema = z.strictObject({
  answerable: z.array(
    z.strictObject({
      question: z.string().min(1),
      /** The pages that answer it (for a question spanning two pages, both); any of them counts as right. */
      pages: z.array(z.string()).min(1),
      user: z.string(),
      /** The question asked before in the same thread, for follow-ups. */
      previous: z.string().optional(),
      kind: z.enum(['colloquial', 'typo', 'compound', 'synonym', 'follow-up', 'two-pages', 'issue', 'earlier']),
    }),
  ),
  unanswerable: z.array(
    z.strictObject({
      question: z.string().min(1),
      user: z.string(),
      /** 'forbidden': answered only on pages this user may not read. */
      kind: z.enum(['nonsense', 'off-topic', 'forbidden']),
    }),
  ),
});
export type EvalSet = z.infer<typeof evalSetSchema>;

export const percent = (part: number, whole: number) =>
  `${part}/${whole} = ${((part / Math.max(1, whole)) * 100).toFixed(1)} %`;

export const spread = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))] ?? 0;
  return sorted.length === 0
    ? '–'
    : `min ${at(0).toFixed(2)}, Median ${at(0.5).toFixed(2)}, max ${at(1).toFixed(2)} (n = ${sorted.length})`;
};

import { z } from 'zod';
import { entity, idSchema, isoDateTimeSchema, storedFileNameSchema } from './common';
import { singleLine } from './singleLine';

export const manualPageSchema = entity({
  title: singleLine().min(1).max(300),
  parentId: singleLine().optional(),
  /**
   * Where the last Confluence sync found the page (null: at the top). A parentId that differs from it was chosen
   * by the Handbuch admin, and the next sync keeps that choice while it still fits the tree.
   */
  confluenceParentId: singleLine().nullable().optional(),
  position: z.number().int().nonnegative().default(0),
  hidden: z.boolean().default(false),
  /** Sanitised HTML converted from Confluence storage format. */
  content: z.string().max(500000),
  version: z.number().int().positive().default(1),
  updatedAt: isoDateTimeSchema,
});
export type ManualPage = z.infer<typeof manualPageSchema>;
export const manualAttachmentSchema = entity({
  pageId: singleLine().min(1),
  fileName: singleLine().min(1).max(300),
  mediaType: singleLine().min(3),
  size: z.number().int().nonnegative(),
  /** File name inside the attachment folder of the server. */
  storedAs: storedFileNameSchema,
});
export const docsOrgRoleSchema = entity({ pageId: z.string().min(1), zbvRole: z.string().min(1) });
export const docsReportSchema = entity({ pageId: z.string().min(1), reportId: idSchema });
/** Words the manual's search and assistant treat as one ('Kachel, Modul'): single words, comma-separated. */
export const manualSynonymSchema = entity({
  words: z
    .string()
    .max(500)
    .refine((text) => synonymWords(text).length >= 2, 'Mindestens zwei Wörter, durch Kommas getrennt')
    .refine((text) => synonymWords(text).every((word) => !/\s/.test(word)), 'Nur einzelne Wörter, ohne Leerzeichen'),
});
export const synonymWords = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

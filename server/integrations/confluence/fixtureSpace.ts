import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../../projectRoot';

/** The fixture space served by the local source: the tracked manual as Confluence would hold it. */
export const fixtureSpaceFile = join(projectRoot, 'server/integrations/confluence/fixture/space.json');
/** Attachment files of the fixture space, by file name. */
export const fixtureAttachmentDir = join(projectRoot, 'server/integrations/confluence/fixture/attachments');

const fixturePageSchema = z.object({
  id: z.string().regex(/^\d+$/),
  title: z.string().min(1),
  parentId: z.string().optional(),
  position: z.number().int().nonnegative(),
  version: z.object({
    number: z.number().int().positive(),
    when: z.string(),
    by: z.object({ displayName: z.string() }),
  }),
  /** Confluence storage format. */
  storage: z.string(),
});
const fixtureAttachmentSchema = z.object({
  id: z.string().min(1),
  pageId: z.string(),
  title: z.string().min(1),
  mediaType: z.string(),
  fileSize: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export const fixtureSpaceSchema = z.object({
  space: z.object({ key: z.string(), name: z.string() }),
  pages: z.array(fixturePageSchema),
  attachments: z.array(fixtureAttachmentSchema),
});
export type FixtureSpace = z.infer<typeof fixtureSpaceSchema>;
export type FixturePage = z.infer<typeof fixturePageSchema>;

export const readFixtureSpace = (file: string): FixtureSpace =>
  fixtureSpaceSchema.parse(JSON.parse(readFileSync(file, 'utf8')));

import { z } from 'zod';
import { entity, idSchema, storedFileNameSchema } from './common';
import { singleLine } from './singleLine';
import { webAddressSchema } from './webAddress';

export const moduleTypes = [
  'IMAGE',
  'HTML',
  'TEMPORARY',
  'PBI_REPORT',
  'PBI_REPORT_FAVORITE',
  'PBI_VISUAL',
  'IFRAME',
  'EXTERNAL_TILE',
] as const;
export const moduleTypeSchema = z.enum(moduleTypes);

export const modulePropertiesSchema = z.strictObject({
  imageUrl: webAddressSchema.optional(),
  imageWidth: z.number().int().positive().optional(),
  imageHeight: z.number().int().positive().optional(),
  altText: singleLine().optional(),
  isFullScreen: z.boolean().optional(),
  imageLinkUrl: webAddressSchema.optional(),
  htmlText: z.string().optional(),
  iframeUrl: webAddressSchema.optional(),
  reportId: idSchema.optional(),
  pbiAccount: singleLine().optional(),
  visualName: singleLine().optional(),
  pageName: singleLine().optional(),
  linkUrl: webAddressSchema.optional(),
  linkText: singleLine().optional(),
});

export const moduleSchema = entity({
  name: singleLine().min(1).max(200),
  shortName: singleLine().max(60).optional(),
  groupKey: singleLine().max(100).optional(),
  description: z.string().max(2000).optional(),
  pbiModule: z.boolean().default(false),
  active: z.boolean().default(true),
  moduleType: moduleTypeSchema,
  properties: modulePropertiesSchema.default({}),
  width: z.number().int().min(1).max(4).default(1),
  height: z.number().int().min(1).max(4).default(1),
  categories: z.array(singleLine().min(1)).default([]),
  userGroup: singleLine().optional(),
  media: z.array(z.strictObject({ fileName: storedFileNameSchema })).default([]),
});
export type Module = z.infer<typeof moduleSchema>;

export const moduleReportRelationSchema = entity({ moduleId: idSchema, reportId: idSchema });
export const groupSchema = entity({ name: z.string().min(1).max(200), description: z.string().max(2000).optional() });
export const groupUserRelationSchema = entity({ groupId: idSchema, accountId: idSchema });
export const zbvGroupModuleSchema = entity({ groupId: idSchema, moduleId: idSchema });
/** Grants a module to every account holding the ZBV role, optionally only within one organisation. */
export const zbvOrgRoleSchema = entity({
  zbvRole: singleLine().min(1),
  orgId: idSchema.optional(),
  moduleId: idSchema,
});
export const zbvUserModuleSchema = entity({ accountId: idSchema, moduleId: idSchema });
export const whitelistedUrlSchema = entity({
  pattern: singleLine().min(1).max(500),
  description: z.string().max(500).optional(),
});

export const favoriteModuleSchema = entity({
  accountId: idSchema,
  moduleId: idSchema,
  position: z.number().int().nonnegative().default(0),
});
export const favoriteReportSchema = entity({ accountId: idSchema, moduleId: idSchema, reportId: idSchema });
export const closedModuleSchema = entity({ accountId: idSchema, moduleId: idSchema });

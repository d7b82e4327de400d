import { z } from 'zod';
import { idSchema } from '../common';
import { modulePropertiesSchema } from '../access';

/** Dashboard answers (docs/requirements/entities.md): what the server sends for a module card and its reports. */

/** Report: id, name, moduleId, groupName, reportKey, favorite, notFound (the search flag, set in the browser). */
export const dashboardReportSchema = z.object({
  id: idSchema,
  name: z.string(),
  moduleId: idSchema,
  groupName: z.string().optional(),
  reportKey: z.string(),
  favorite: z.boolean(),
  notFound: z.boolean().optional(),
});
export type DashboardReport = z.infer<typeof dashboardReportSchema>;

/**
 * A module card. `moduleType` is any string here, so a type the portal does not know shows
 * 'Module type not found!' instead of breaking the page. `reports` are those the user may open;
 * `embedAllowed` says whether an iframe URL is on the whitelisted-URL list (our addition).
 */
export const moduleDtoSchema = z.object({
  id: idSchema,
  name: z.string(),
  shortName: z.string().optional(),
  groupKey: z.string().optional(),
  description: z.string().optional(),
  pbiModule: z.boolean(),
  active: z.boolean(),
  moduleType: z.string(),
  properties: modulePropertiesSchema.partial().loose(),
  width: z.number().int().min(1).default(1),
  height: z.number().int().min(1).default(1),
  categories: z.array(z.string()),
  userGroup: z.string().optional(),
  media: z.array(z.object({ fileName: z.string() })),
  reports: z.array(dashboardReportSchema),
  embedAllowed: z.boolean().optional(),
  notFound: z.boolean().optional(),
  favorite: z.boolean().optional(),
});
export type ModuleDto = z.infer<typeof moduleDtoSchema>;

export const moduleEntrySchema = z.object({ moduleDto: moduleDtoSchema, favorite: z.boolean() });
export type ModuleEntry = z.infer<typeof moduleEntrySchema>;

/** Paged module response: content, totalPages, totalElements. */
export const modulePageSchema = z.object({
  content: z.array(moduleEntrySchema),
  totalPages: z.number().int().nonnegative(),
  totalElements: z.number().int().nonnegative(),
});
export type ModulePage = z.infer<typeof modulePageSchema>;

/** Module categories response: categories and userGroups. */
export const moduleDimensionsSchema = z.object({ categories: z.array(z.string()), userGroups: z.array(z.string()) });
export type ModuleDimensions = z.infer<typeof moduleDimensionsSchema>;

export const favoriteReportListSchema = z.array(dashboardReportSchema);
export const reportNameListSchema = z.array(z.string());

/** Query of the module list; the server validates it with this schema (400 naming the field). */
export const moduleListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(10_000).default(12),
  category: z.string().min(1).max(200).optional(),
  userGroup: z.string().min(1).max(200).optional(),
  favorite: z.enum(['true', 'false']).optional(),
});
export type ModuleListQuery = z.input<typeof moduleListQuerySchema>;

export const favoriteOrderSchema = z.strictObject({ moduleIds: z.array(idSchema).max(10_000) });
export type FavoriteOrder = z.infer<typeof favoriteOrderSchema>;

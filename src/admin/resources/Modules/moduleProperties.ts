import type { z } from 'zod';
import { moduleSchema, type Module } from '@shared/schemas';
import { adminTexts } from '@shared/texts';

type ModuleType = Module['moduleType'];
type PropertyName = keyof Module['properties'];

/** The properties each module type uses (docs/requirements/entities.md); a temporary module shows HTML like an HTML module. */
export const propertiesByType: Readonly<Record<ModuleType, readonly PropertyName[]>> = {
  IMAGE: ['imageUrl', 'imageWidth', 'imageHeight', 'altText', 'isFullScreen', 'imageLinkUrl'],
  HTML: ['htmlText'],
  TEMPORARY: ['htmlText'],
  PBI_REPORT: ['reportId', 'pbiAccount', 'pageName'],
  PBI_REPORT_FAVORITE: [],
  PBI_VISUAL: ['reportId', 'pbiAccount', 'pageName', 'visualName'],
  IFRAME: ['iframeUrl'],
  EXTERNAL_TILE: ['linkUrl', 'linkText'],
};

/** Properties a module of the type cannot do without. */
export const requiredByType: Readonly<Record<ModuleType, readonly PropertyName[]>> = {
  IMAGE: ['imageUrl', 'altText'],
  HTML: ['htmlText'],
  TEMPORARY: ['htmlText'],
  PBI_REPORT: ['reportId'],
  PBI_REPORT_FAVORITE: [],
  PBI_VISUAL: ['reportId', 'pageName', 'visualName'],
  IFRAME: ['iframeUrl'],
  EXTERNAL_TILE: ['linkUrl', 'linkText'],
};

/** Only the properties of the module's type are kept, so changing the type leaves nothing stale behind. */
export function propertiesForType(
  type: ModuleType,
  properties: Module['properties'] | undefined,
): Module['properties'] {
  const kept = propertiesByType[type];
  return Object.fromEntries(
    Object.entries(properties ?? {}).filter(([name]) => (kept as readonly string[]).includes(name)),
  ) as Module['properties'];
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Whether a URL matches a whitelisted pattern (`*` stands for anything). */
export const matchesPattern = (url: string, pattern: string): boolean =>
  new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`, 'i').test(url);

const checkModule =
  (patterns: readonly string[]) => (module: Pick<Module, 'moduleType' | 'properties'>, context: z.RefinementCtx) => {
    const properties: Record<string, unknown> = module.properties;
    for (const name of requiredByType[module.moduleType]) {
      const value = properties[name];
      if (value === undefined || value === '') {
        context.addIssue({ code: 'custom', path: ['properties', name], message: adminTexts.modules.requiredForType });
      }
    }
    const { iframeUrl } = module.properties;
    if (
      module.moduleType === 'IFRAME' &&
      iframeUrl &&
      !patterns.some((pattern) => matchesPattern(iframeUrl, pattern))
    ) {
      context.addIssue({
        code: 'custom',
        path: ['properties', 'iframeUrl'],
        message: adminTexts.modules.notWhitelisted,
      });
    }
  };

/** The shared module schema plus the rules of the module type; `patterns` are the whitelisted URL patterns. */
export const moduleFormSchema = (patterns: readonly string[]) => moduleSchema.superRefine(checkModule(patterns));
export const moduleCreateSchema = (patterns: readonly string[]) =>
  moduleSchema.omit({ id: true }).superRefine(checkModule(patterns));

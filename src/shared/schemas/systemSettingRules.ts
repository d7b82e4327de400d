import { adminTexts } from '../texts';
import { knownSettingKeys } from './system';

export type KnownSettingKey = (typeof knownSettingKeys)[number];

export const isKnownSettingKey = (key: unknown): key is KnownSettingKey =>
  typeof key === 'string' && (knownSettingKeys as readonly string[]).includes(key);

/**
 * What is wrong with the value of a known setting (docs/requirements/entities.md), or undefined; other keys take any text.
 * `moduleIds` are the modules that exist. The back-office form, every write and the db.json check use it.
 */
export function checkSettingValue(key: unknown, value: string, moduleIds: ReadonlySet<string>): string | undefined {
  const texts = adminTexts.settings;
  switch (key) {
    case 'config.maintenance.enabled':
      return value === 'true' || value === 'false' ? undefined : texts.booleanValue;
    case 'ki.enabled.modules.ids': {
      if (value === '') return undefined;
      const ids = value.split(',').map((id) => id.trim());
      if (!ids.every((id) => /^\d+$/.test(id))) return texts.moduleIdsValue;
      const unknown = ids.find((id) => !moduleIds.has(id));
      return unknown === undefined ? undefined : texts.unknownModule(unknown);
    }
    case 'pbi.report.confluence.defaultpageid':
      return /^\d+$/.test(value) ? undefined : texts.pageIdValue;
    case 'maintenance.message.text':
    case 'config.productname':
      return value.trim() === '' ? texts.requiredValue : undefined;
    default:
      return undefined;
  }
}

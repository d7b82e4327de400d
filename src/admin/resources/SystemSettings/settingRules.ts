import { checkSettingValue, systemSettingSchema } from '@shared/schemas';

/** The shared schema of a setting plus the rules of its key; `moduleIds` are the modules that exist. */
export const settingFormSchema = (moduleIds: ReadonlySet<string>) =>
  systemSettingSchema.superRefine((setting, context) => {
    const problem = checkSettingValue(setting.id, setting.value, moduleIds);
    if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
  });

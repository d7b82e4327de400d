import { useMemo } from 'react';
import { FormPage } from '../../forms/FormPage';
import { SystemSettingInputs } from './Inputs';
import { settingFormSchema } from './settingRules';
import { useModuleChoices } from './useModuleChoices';

export function SystemSettingEdit() {
  const { ids } = useModuleChoices();
  const schema = useMemo(() => settingFormSchema(ids), [ids]);
  return (
    <FormPage mode="edit" schema={schema}>
      <SystemSettingInputs create={false} />
    </FormPage>
  );
}

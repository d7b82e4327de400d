import { useMemo } from 'react';
import { FormPage } from '../../forms/FormPage';
import { SystemSettingInputs } from './Inputs';
import { settingFormSchema } from './settingRules';
import { useModuleChoices } from './useModuleChoices';

export function SystemSettingCreate() {
  const { ids } = useModuleChoices();
  const schema = useMemo(() => settingFormSchema(ids), [ids]);
  return (
    <FormPage mode="create" schema={schema} defaultValues={{ value: '' }}>
      <SystemSettingInputs create />
    </FormPage>
  );
}

import { useMemo } from 'react';
import { FormPage } from '../../forms/FormPage';
import { ModuleInputs } from './Inputs';
import { moduleFormSchema } from './moduleProperties';
import { transformModule } from './transformModule';
import { useModuleFormData } from './useModuleFormData';

export function ModuleEdit() {
  const choices = useModuleFormData();
  const schema = useMemo(() => moduleFormSchema(choices.patterns), [choices.patterns]);
  return (
    <FormPage mode="edit" schema={schema} transform={transformModule}>
      <ModuleInputs choices={choices} />
    </FormPage>
  );
}

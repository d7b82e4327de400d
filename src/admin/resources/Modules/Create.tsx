import { useMemo } from 'react';
import { FormPage } from '../../forms/FormPage';
import { ModuleInputs } from './Inputs';
import { moduleCreateSchema } from './moduleProperties';
import { transformModule } from './transformModule';
import { useModuleFormData } from './useModuleFormData';

const defaults = { active: true, width: 1, height: 1, pbiModule: false, categories: [], media: [], properties: {} };

export function ModuleCreate() {
  const choices = useModuleFormData();
  const schema = useMemo(() => moduleCreateSchema(choices.patterns), [choices.patterns]);
  return (
    <FormPage mode="create" schema={schema} transform={transformModule} defaultValues={defaults}>
      <ModuleInputs choices={choices} />
    </FormPage>
  );
}

import { pbiAccountGroupSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiAccountGroupInputs } from './Inputs';

export function PbiAccountGroupCreate() {
  return (
    <FormPage mode="create" schema={pbiAccountGroupSchema.omit({ id: true })} defaultValues={{ pbiAccountIds: [] }}>
      <PbiAccountGroupInputs />
    </FormPage>
  );
}

import { pbiRelationGroupAccountSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiRelationGroupAccountInputs } from './Inputs';

export function PbiRelationGroupAccountCreate() {
  return (
    <FormPage mode="create" schema={pbiRelationGroupAccountSchema.omit({ id: true })}>
      <PbiRelationGroupAccountInputs />
    </FormPage>
  );
}

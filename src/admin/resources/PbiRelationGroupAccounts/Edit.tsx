import { pbiRelationGroupAccountSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiRelationGroupAccountInputs } from './Inputs';

export function PbiRelationGroupAccountEdit() {
  return (
    <FormPage mode="edit" schema={pbiRelationGroupAccountSchema}>
      <PbiRelationGroupAccountInputs />
    </FormPage>
  );
}

import { pbiAccountGroupSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiAccountGroupInputs } from './Inputs';

export function PbiAccountGroupEdit() {
  return (
    <FormPage mode="edit" schema={pbiAccountGroupSchema}>
      <PbiAccountGroupInputs />
    </FormPage>
  );
}

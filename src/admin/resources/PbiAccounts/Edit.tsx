import { pbiAccountSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiAccountInputs } from './Inputs';

export function PbiAccountEdit() {
  return (
    <FormPage mode="edit" schema={pbiAccountSchema}>
      <PbiAccountInputs />
    </FormPage>
  );
}

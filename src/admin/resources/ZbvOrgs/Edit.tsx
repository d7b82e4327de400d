import { zbvOrgSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvOrgInputs } from './Inputs';

export function ZbvOrgEdit() {
  return (
    <FormPage mode="edit" schema={zbvOrgSchema}>
      <ZbvOrgInputs />
    </FormPage>
  );
}

import { zbvOrgSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvOrgInputs } from './Inputs';

export function ZbvOrgCreate() {
  return (
    <FormPage mode="create" schema={zbvOrgSchema.omit({ id: true })} defaultValues={{ active: true }}>
      <ZbvOrgInputs />
    </FormPage>
  );
}

import { zbvAccountSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvAccountInputs } from './Inputs';

export function ZbvAccountCreate() {
  return (
    <FormPage mode="create" schema={zbvAccountSchema.omit({ id: true })} defaultValues={{ active: true }}>
      <ZbvAccountInputs />
    </FormPage>
  );
}

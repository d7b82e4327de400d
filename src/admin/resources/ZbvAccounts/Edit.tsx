import { zbvAccountSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ZbvAccountInputs } from './Inputs';

export function ZbvAccountEdit() {
  return (
    <FormPage mode="edit" schema={zbvAccountSchema}>
      <ZbvAccountInputs />
    </FormPage>
  );
}

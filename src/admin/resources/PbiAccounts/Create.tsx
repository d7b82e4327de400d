import { pbiAccountSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiAccountInputs } from './Inputs';

export function PbiAccountCreate() {
  return (
    <FormPage
      mode="create"
      schema={pbiAccountSchema.omit({ id: true })}
      defaultValues={{ sortPriority: 0, kind: 'LOCAL' }}
    >
      <PbiAccountInputs />
    </FormPage>
  );
}

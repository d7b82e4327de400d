import { groupSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { GroupInputs } from './Inputs';

export function GroupCreate() {
  return (
    <FormPage mode="create" schema={groupSchema.omit({ id: true })}>
      <GroupInputs />
    </FormPage>
  );
}

import { groupSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { GroupInputs } from './Inputs';

export function GroupEdit() {
  return (
    <FormPage mode="edit" schema={groupSchema}>
      <GroupInputs />
    </FormPage>
  );
}

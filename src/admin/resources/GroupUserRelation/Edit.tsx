import { groupUserRelationSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { GroupUserRelationInputs } from './Inputs';

export function GroupUserRelationEdit() {
  return (
    <FormPage mode="edit" schema={groupUserRelationSchema}>
      <GroupUserRelationInputs />
    </FormPage>
  );
}

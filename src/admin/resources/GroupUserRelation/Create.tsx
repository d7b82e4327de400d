import { groupUserRelationSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { GroupUserRelationInputs } from './Inputs';

export function GroupUserRelationCreate() {
  return (
    <FormPage mode="create" schema={groupUserRelationSchema.omit({ id: true })}>
      <GroupUserRelationInputs />
    </FormPage>
  );
}

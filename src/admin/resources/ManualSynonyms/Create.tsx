import { manualSynonymSchema } from '@shared/schemas/manual';
import { FormPage } from '../../forms/FormPage';
import { ManualSynonymInputs } from './Inputs';

export function ManualSynonymCreate() {
  return (
    <FormPage mode="create" schema={manualSynonymSchema.omit({ id: true })}>
      <ManualSynonymInputs />
    </FormPage>
  );
}

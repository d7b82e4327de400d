import { manualSynonymSchema } from '@shared/schemas/manual';
import { FormPage } from '../../forms/FormPage';
import { ManualSynonymInputs } from './Inputs';

export function ManualSynonymEdit() {
  return (
    <FormPage mode="edit" schema={manualSynonymSchema}>
      <ManualSynonymInputs />
    </FormPage>
  );
}

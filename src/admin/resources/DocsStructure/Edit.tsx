import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { manualPageSchema } from '../../../shared/schemas/manual';
import { FormPage } from '../../forms/FormPage';
import { fieldLabel } from '../collections';

/** Title and place come from Confluence; the Handbuch admin decides visibility and order (kept by every sync). */
export function DocsStructureEdit() {
  return (
    <FormPage mode="edit" schema={manualPageSchema}>
      <TextInput source="title" label={fieldLabel('manualPages', 'title')} readOnly fullWidth />
      <TextInput source="parentId" label={fieldLabel('manualPages', 'parentId')} readOnly />
      <NumberInput source="position" label={fieldLabel('manualPages', 'position')} min={0} step={1} />
      <BooleanInput source="hidden" label={fieldLabel('manualPages', 'hidden')} />
    </FormPage>
  );
}

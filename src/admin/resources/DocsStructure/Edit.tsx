import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { manualPageSchema, type ManualPage } from '@shared/schemas/manual';
import { FormPage } from '../../forms/FormPage';
import { fieldLabel } from '../collections';
import { savePagePlace } from './pagePlace';
import { ParentPicker } from './ParentPicker';

/** The title comes from Confluence; the Handbuch admin decides visibility, order and parent (kept by every sync). */
export function DocsStructureEdit() {
  return (
    <FormPage
      mode="edit"
      schema={manualPageSchema}
      transform={(data: ManualPage, options?: { previousData: ManualPage }) =>
        savePagePlace(data, options?.previousData)
      }
    >
      <TextInput source="title" label={fieldLabel('manualPages', 'title')} readOnly fullWidth />
      <ParentPicker />
      <NumberInput source="position" label={fieldLabel('manualPages', 'position')} min={0} step={1} />
      <BooleanInput source="hidden" label={fieldLabel('manualPages', 'hidden')} />
    </FormPage>
  );
}

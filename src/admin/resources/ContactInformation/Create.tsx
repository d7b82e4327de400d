import { contactInfoSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ContactInfoInputs } from './Inputs';

export function ContactInfoCreate() {
  return (
    <FormPage mode="create" schema={contactInfoSchema.omit({ id: true })}>
      <ContactInfoInputs />
    </FormPage>
  );
}

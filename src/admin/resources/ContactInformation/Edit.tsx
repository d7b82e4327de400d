import { contactInfoSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { ContactInfoInputs } from './Inputs';

export function ContactInfoEdit() {
  return (
    <FormPage mode="edit" schema={contactInfoSchema}>
      <ContactInfoInputs />
    </FormPage>
  );
}

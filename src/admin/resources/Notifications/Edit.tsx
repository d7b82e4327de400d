import { FormPage } from '../../forms/FormPage';
import { NotificationInputs } from './Inputs';
import { notificationFormSchema } from './notificationFormSchema';

export function NotificationEdit() {
  return (
    <FormPage mode="edit" schema={notificationFormSchema}>
      <NotificationInputs />
    </FormPage>
  );
}

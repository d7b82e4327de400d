import { FormPage } from '../../forms/FormPage';
import { NotificationInputs } from './Inputs';
import { notificationCreateSchema } from './notificationFormSchema';

export function NotificationCreate() {
  return (
    <FormPage mode="create" schema={notificationCreateSchema} defaultValues={{ active: true }}>
      <NotificationInputs />
    </FormPage>
  );
}

import { pbiReportSubscriptionSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiReportSubscriptionInputs } from './Inputs';

export function PbiReportSubscriptionEdit() {
  return (
    <FormPage mode="edit" schema={pbiReportSubscriptionSchema}>
      <PbiReportSubscriptionInputs />
    </FormPage>
  );
}

import { pbiReportSubscriptionSchema } from '@shared/schemas';
import { FormPage } from '../../forms/FormPage';
import { PbiReportSubscriptionInputs } from './Inputs';

export function PbiReportSubscriptionCreate() {
  return (
    <FormPage
      mode="create"
      schema={pbiReportSubscriptionSchema.omit({ id: true })}
      defaultValues={{ frequency: 'WEEKLY', active: true }}
    >
      <PbiReportSubscriptionInputs />
    </FormPage>
  );
}

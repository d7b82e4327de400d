import { docsReportSchema } from '@shared/schemas/manual';
import { FormPage } from '../../forms/FormPage';
import { DocsReportInputs } from './Inputs';

export function DocsReportCreate() {
  return (
    <FormPage mode="create" schema={docsReportSchema.omit({ id: true })}>
      <DocsReportInputs />
    </FormPage>
  );
}

import { docsReportSchema } from '@shared/schemas/manual';
import { FormPage } from '../../forms/FormPage';
import { DocsReportInputs } from './Inputs';

export function DocsReportEdit() {
  return (
    <FormPage mode="edit" schema={docsReportSchema}>
      <DocsReportInputs />
    </FormPage>
  );
}

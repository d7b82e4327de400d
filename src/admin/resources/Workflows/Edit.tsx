import { FormPage } from '../../forms/FormPage';
import { WorkflowInputs } from './Inputs';
import { withStepIndexes, workflowFormSchema } from './workflowFormSchema';

export function WorkflowEdit() {
  return (
    <FormPage mode="edit" schema={workflowFormSchema} transform={withStepIndexes}>
      <WorkflowInputs />
    </FormPage>
  );
}

import { FormPage } from '../../forms/FormPage';
import { WorkflowInputs } from './Inputs';
import { withStepIndexes, workflowCreateSchema } from './workflowFormSchema';

export function WorkflowCreate() {
  return (
    <FormPage
      mode="create"
      schema={workflowCreateSchema}
      defaultValues={{ position: 0, workflowSteps: [] }}
      transform={withStepIndexes}
    >
      <WorkflowInputs />
    </FormPage>
  );
}

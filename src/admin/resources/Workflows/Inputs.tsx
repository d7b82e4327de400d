import Typography from '@mui/material/Typography';
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput } from 'react-admin';
import { workflowTexts } from '../../../shared/texts';
import { HtmlPreview } from '../../forms/HtmlPreview';

/**
 * A workflow with its ordered steps. The iterator's arrow buttons move a step (they are ordinary buttons, so
 * keyboard users reach them with Tab); the step number shown is its place in the list.
 */
export function WorkflowInputs() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <NumberInput source="position" helperText={workflowTexts.positionHelp} min={0} step={1} />
      <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
        {workflowTexts.steps}
      </Typography>
      <Typography variant="body2">{workflowTexts.reorderHelp}</Typography>
      <ArrayInput source="workflowSteps" label={false}>
        <SimpleFormIterator getItemLabel={(index) => workflowTexts.stepIndex(index)} fullWidth>
          <TextInput source="name" label={workflowTexts.stepName} isRequired />
          <TextInput source="stepId" label={workflowTexts.stepId} isRequired />
          <TextInput source="href" label={workflowTexts.href} isRequired sx={{ minWidth: 320 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput
        source="documentation"
        multiline
        minRows={5}
        fullWidth
        helperText={workflowTexts.documentationHelp}
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
      />
      <HtmlPreview source="documentation" title={workflowTexts.preview} />
    </>
  );
}

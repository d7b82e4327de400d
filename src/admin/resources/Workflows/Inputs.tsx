import Typography from '@mui/material/Typography';
import { ArrayInput, NumberInput, SimpleFormIterator, SimpleFormIteratorClasses, TextInput } from 'react-admin';
import { workflowTexts } from '@shared/texts';
import { HtmlPreview } from '../../forms/HtmlPreview';

/** react-admin shows a step's move and remove buttons only on hover, which hides them from keyboard users. */
const alwaysShowStepActions = { [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } } as const;

/**
 * A workflow with its ordered steps. The iterator's arrow buttons move a step (always visible, so keyboard
 * users reach them with Tab); the step number shown is its place in the list.
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
        <SimpleFormIterator
          getItemLabel={(index) => workflowTexts.stepIndex(index)}
          fullWidth
          sx={alwaysShowStepActions}
        >
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

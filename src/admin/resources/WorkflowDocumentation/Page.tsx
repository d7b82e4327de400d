import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import type { Workflow } from '@shared/schemas';
import { workflowTexts } from '@shared/texts';
import { LoadingIndicator, SanitizedHtml } from '@shared/ui/kit';
import { PageHeading } from '../../layout/PageHeading';
import { resourceOf } from '../collections';
import { useAdminRoute } from '../useAdminRoute';

/** Every workflow in menu order with its sanitised documentation and its steps, as the Wizardkonfiguration has them. */
export function WorkflowDocumentationPage() {
  const route = useAdminRoute();
  const { data, isPending } = useGetList<Workflow>(resourceOf('workflows'), {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'position', order: 'ASC' },
  });
  const workflows = data ?? [];
  return (
    <Box sx={{ my: 2, maxWidth: 960 }}>
      <PageHeading title={route?.title ?? workflowTexts.documentationTitle} />
      {isPending && <LoadingIndicator />}
      {!isPending && workflows.length === 0 && <Typography>{workflowTexts.noWorkflows}</Typography>}
      {workflows.map((workflow) => (
        <Paper
          key={workflow.id}
          component="section"
          variant="outlined"
          aria-labelledby={`workflow-doc-${workflow.id}`}
          sx={{ p: 2, mb: 2 }}
        >
          <Typography id={`workflow-doc-${workflow.id}`} variant="h2" gutterBottom>
            {workflow.name}
          </Typography>
          {workflow.documentation ? (
            <SanitizedHtml html={workflow.documentation} />
          ) : (
            <Typography>{workflowTexts.noDocumentation}</Typography>
          )}
          <Typography variant="h3" sx={{ mt: 2 }}>
            {workflowTexts.stepsHeading}
          </Typography>
          <ol>
            {[...workflow.workflowSteps]
              .sort((a, b) => a.index - b.index)
              .map((step) => (
                <li key={step.stepId}>
                  {step.name} <code>{step.href}</code>
                </li>
              ))}
          </ol>
        </Paper>
      ))}
    </Box>
  );
}

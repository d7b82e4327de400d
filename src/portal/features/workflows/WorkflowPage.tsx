import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { portalRoutes, workflowPath } from '@shared/routes';
import type { Workflow } from '@shared/schemas/system';
import { portalTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { Notification } from '@shared/ui/kit/Notification';
import { SanitizedHtml } from '@shared/ui/kit/SanitizedHtml';
import { usePageTitle } from '../settings/usePageTitle';
import { useWorkflows } from './api/getWorkflows';

const labels = portalTexts.workflows;

/** Internal paths stay in the portal; anything else is a plain link. */
function StepLink({ href, children }: { href: string; children: string }) {
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link component={RouterLink} to={href}>
      {children}
    </Link>
  ) : (
    <Link href={href}>{children}</Link>
  );
}

function WorkflowSteps({ workflow }: { workflow: Workflow }) {
  const steps = [...workflow.workflowSteps].sort((a, b) => a.index - b.index);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {workflow.documentation && <SanitizedHtml html={workflow.documentation} sx={{ mb: 2 }} />}
      <Typography variant="h2" gutterBottom>
        {labels.steps}
      </Typography>
      <Stepper
        orientation="vertical"
        nonLinear
        activeStep={-1}
        connector={null}
        component="ol"
        sx={{ p: 0, m: 0, gap: 1, listStyle: 'none', '& .MuiStepIcon-root': { color: 'secondary.main' } }}
      >
        {steps.map((step) => (
          <Step key={step.stepId} component="li">
            <StepLabel>
              <StepLink href={step.href}>{step.name}</StepLink>
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}

function WorkflowChoice({ workflows }: { workflows: Workflow[] }) {
  if (workflows.length === 0) return <Typography>{labels.none}</Typography>;
  return (
    <>
      <Typography>{labels.choose}</Typography>
      <List>
        {workflows.map((workflow) => (
          <ListItem key={workflow.id} disableGutters>
            <Link component={RouterLink} to={workflowPath(workflow.id)}>
              {workflow.name}
            </Link>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** A workflow (`?workflow={id}`): its steps in order as a stepper, each with its link. */
export default function WorkflowPage() {
  const [params] = useSearchParams();
  const requested = params.get('workflow');
  const { data, isPending, isError } = useWorkflows();
  const workflow = data?.find((candidate) => String(candidate.id) === requested);
  const title = workflow ? labels.pageTitle(workflow.name) : portalRoutes.workflow.title;
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {isPending && <LoadingIndicator />}
      {isError && <Notification severity="error" message={labels.loadError} />}
      {data && requested !== null && !workflow && <Notification severity="warning" message={labels.notFound} />}
      {workflow ? <WorkflowSteps workflow={workflow} /> : data && <WorkflowChoice workflows={data} />}
    </Container>
  );
}

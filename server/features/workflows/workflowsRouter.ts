import express from 'express';
import { portalApiPaths } from '@shared/portalApi';
import type { Workflow } from '@shared/schemas';
import type { FeatureContext } from '../featureContext';

const inMenuOrder = (a: Workflow, b: Workflow) =>
  a.position - b.position || String(a.id).localeCompare(String(b.id), undefined, { numeric: true });

/** `GET /api/admin/v1/workflow/all`: every workflow in menu order, each with its steps in step order. */
export function workflowsRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();
  router.get(portalApiPaths.workflows, (_req, res) => {
    const workflows = [...store.collection('workflows')].sort(inMenuOrder).map((workflow) => ({
      ...workflow,
      workflowSteps: [...workflow.workflowSteps].sort((a, b) => a.index - b.index),
    }));
    res.json(workflows);
  });
  return router;
}

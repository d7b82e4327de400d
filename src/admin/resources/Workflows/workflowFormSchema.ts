import { z } from 'zod';
import { withUniqueStepIds, workflowSchema, workflowStepSchema } from '@shared/schemas';

/** A step's index is its place in the list: the form leaves it out and `withStepIndexes` sets it on save. */
export const workflowFormSchema = workflowSchema.extend({
  workflowSteps: withUniqueStepIds(
    z.array(workflowStepSchema.extend({ index: workflowStepSchema.shape.index.optional() })),
  ).default([]),
});
export const workflowCreateSchema = workflowFormSchema.omit({ id: true });

type WorkflowForm = z.input<typeof workflowFormSchema>;

export const withStepIndexes = <T extends Partial<WorkflowForm>>(data: T): T => ({
  ...data,
  workflowSteps: (data.workflowSteps ?? []).map((step, index) => ({ ...step, index })),
});

import { describe, expect, it } from 'vitest';
import { workflowSchema } from './system';

const step = (stepId: string, href: string, index = 0) => ({ index, name: `Schritt ${stepId}`, stepId, href });
const workflow = (steps: unknown[]) => ({ id: 1, name: 'Prüfablauf', position: 0, workflowSteps: steps });

describe('workflowSchema', () => {
  it('accepts portal paths and web addresses as step links', () => {
    const steps = [step('a', '/modules/2/reports/3', 0), step('b', 'https://www.sparkasse.de/', 1)];
    expect(workflowSchema.safeParse(workflow(steps)).success).toBe(true);
  });

  it.each(['javascript:alert(1)', '//evil.example/', 'data:text/html,x', 'modules/2'])(
    'refuses the link %s',
    (href) => {
      const result = workflowSchema.safeParse(workflow([step('a', href)]));
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([['workflowSteps', 0, 'href']]);
    },
  );

  it('names the second step that repeats a step id', () => {
    const result = workflowSchema.safeParse(workflow([step('a', '/a', 0), step('b', '/b', 1), step('a', '/c', 2)]));
    expect(result.error?.issues).toMatchObject([
      { path: ['workflowSteps', 2, 'stepId'], message: 'Diese Schritt-ID kommt in diesem Workflow schon vor.' },
    ]);
  });
});

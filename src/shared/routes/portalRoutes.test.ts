import { classifyPage, pageKinds, reportPath, usesCompactHeader, workflowPath } from './portalRoutes';

describe('classifyPage', () => {
  it.each([
    ['/', 'dashboard'],
    ['/modules/2/reports/5', 'report'],
    ['/docs', 'manual'],
    ['/docs/1004', 'manual'],
    ['/profile', 'other'],
    ['/s/rv-9e3779b1', 'other'],
  ])('%s is %s', (path, kind) => {
    expect(classifyPage(path)).toBe(kind);
  });
});

it('enumerates the page kinds including reportPage', () => {
  expect(pageKinds).toEqual(['dashboard', 'report', 'reportPage', 'manual', 'other']);
});

it.each([
  ['/s/rv-9e3779b1', true],
  ['/modules/2/reports/5', true],
  ['/modules', false],
  ['/', false],
  ['/docs/s/1', false],
])('compact header on %s: %s', (path, compact) => {
  expect(usesCompactHeader(path)).toBe(compact);
});

it('builds report and workflow paths', () => {
  expect(reportPath(2, 5)).toBe('/modules/2/reports/5');
  expect(workflowPath(3)).toBe('/workflow?workflow=3');
  expect(workflowPath('a b')).toBe('/workflow?workflow=a%20b');
});

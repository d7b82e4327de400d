import { expectGermanAccessibleScreen, screensCheckedInDepth } from './support/adminScreen';
import { test } from './support/fixtures';
import { fixtureUsers } from './support/users';

/**
 * Every screen of the Access control, ZBV, System, PBI and PBI export sections as anna.admin (list, first record,
 * create form): German throughout (no English react-admin or grid default text left), a level-1 heading with
 * the title, no serious axe violation. Read-only: the screens share anna's page of the worker.
 */
// Independent read-only screens on the shared server, shared out between the workers (they ran serially on a server
// of their own, the suite's longest pole: 35 screens on one worker).
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

for (const route of screensCheckedInDepth) {
  test(`${route.title} (${route.path}) is German and accessible`, async ({ workerPageOf }) => {
    await expectGermanAccessibleScreen(await workerPageOf(fixtureUsers.anna), route);
  });
}

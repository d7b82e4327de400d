import { expect, expectAccessible, test } from './support/fixtures';

/** The accessibility check every page check relies on: it must still see violations, inside frames too. */
const pages = {
  'a violation in the page': '<button></button>',
  'a violation inside a frame':
    '<iframe title="Bericht" srcdoc="<html lang=de><body><main><button></button></main></body></html>"></iframe>',
};
const documentWith = (body: string) =>
  `<html lang="de"><head><title>Prüfung</title></head><body><main><h1>Prüfung</h1>${body}</main></body></html>`;

for (const [name, body] of Object.entries(pages)) {
  test(`the accessibility check fails on ${name}`, async ({ page }) => {
    await page.setContent(documentWith(body));
    await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
  });
}

test('the accessibility check passes a clean page', async ({ page }) => {
  await page.setContent(documentWith('<button>Senden</button>'));
  await expectAccessible(page);
});

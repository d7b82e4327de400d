import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { germanProviderError, providerTexts as t } from '@shared/texts/provider';
import { escapeHtml, page } from './loginPage';

const isErrorBody = (body: unknown): body is { error: string; error_description?: string } =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';

/** The form-post response mode's page, whose action and hidden fields the provider wrote (already escaped). */
const FORM_POST =
  /<title>Submitting Callback<\/title>[\s\S]*?(<form method="post" action="[^"]*">)([\s\S]*?)<noscript>/;

/** The German form-post page: a visible button, sent by a script file (the policy allows no inline script). */
const renderFormPostPage = (formTag: string, inputs: string): string =>
  page(
    t.formPostTitle,
    `<h1>${t.formPostTitle}</h1>
${formTag}
${inputs.trim()}
<p>${t.formPostText}</p>
<button type="submit" autofocus>${t.formPostContinue}</button>
</form>
<script src="/oidc-assets/form-post.js"></script>`,
  );

export const formPostScript = `document.forms[0]?.requestSubmit();`;

/** Shown after a logout that names no address to return to. */
export const renderLoggedOutPage = (): string =>
  page(t.loggedOutTitle, `<h1>${t.loggedOutTitle}</h1>\n<p>${t.loggedOut}</p>\n<p><a href="/">${t.toStart}</a></p>`);

/** The provider's error page with a message of ours (e.g. the store cannot be reached for a moment). */
export const renderProviderMessagePage = (message: string): string =>
  page(
    t.errorTitle,
    `<h1>${t.errorTitle}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/">${t.toStart}</a></p>`,
  );

export const renderProviderErrorPage = (error: string, description?: string): string =>
  renderProviderMessagePage(germanProviderError(error, description));

/**
 * Every answer of the provider's own routes in German: the JSON errors (`/oidc/token`, …) get a German
 * `error_description` (the `error` code stays, as OAuth requires), the form-post page is ours, and a path the
 * provider does not know is a German 404 instead of Koa's empty "Not Found".
 */
export const germanProviderAnswers: Parameters<Provider['use']>[0] = async (koa, next) => {
  await next();
  const ctx = koa as KoaContextWithOIDC;
  if (isErrorBody(ctx.body)) {
    ctx.body = { ...ctx.body, error_description: germanProviderError(ctx.body.error, ctx.body.error_description) };
    return;
  }
  if (typeof ctx.body === 'string') {
    const formPost = FORM_POST.exec(ctx.body);
    if (formPost?.[1] !== undefined && formPost[2] !== undefined)
      ctx.body = renderFormPostPage(formPost[1], formPost[2]);
    return;
  }
  if (ctx.status === 404 && ctx.body == null) {
    ctx.body = { code: 'NOT_FOUND', message: t.notFound };
    ctx.status = 404; // Koa answers 200 once a body is set on a status nobody chose
  }
};

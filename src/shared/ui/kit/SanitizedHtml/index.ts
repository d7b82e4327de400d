export { SanitizedHtml, type SanitizedHtmlProps } from './SanitizedHtml';
export { sanitizeHtml } from './sanitizeHtml';

import DOMPurify from 'dompurify';

/** An instance of our own, so the hook below does not change DOMPurify for anyone else. */
const purifier = DOMPurify();

// An image without alt text would be read out by its file name; without one it counts as decorative.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/**
 * HTML from the server (notifications, modules, manual pages, contact descriptions) without anything that
 * runs: no scripts, no event handlers, no javascript: links, no frames, no SVG or MathML, no `target`.
 */
export const sanitizeHtml = (html: string): string => purifier.sanitize(html, { USE_PROFILES: { html: true } });

/** The id of the element the skip link of portal and back office jumps to: the page's own content. */
export const MAIN_CONTENT_ID = 'inhalt';

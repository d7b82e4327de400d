/** docs/requirements/limits.md: 4 columns if the window is wider than 1280 px, 3 if wider than 980 px, otherwise 2. */
export const columnCountFor = (windowWidth: number): number => (windowWidth > 1280 ? 4 : windowWidth > 980 ? 3 : 2);

/** Gap between cards and height of one height span, in pixels (docs/requirements/limits.md). */
export const CARD_GAP_PX = 12;
export const CARD_SPAN_HEIGHT_PX = 350;

/** German texts of the back office's own screens (grid, resources, sync buttons, audit). */
export const adminTexts = {} as const;

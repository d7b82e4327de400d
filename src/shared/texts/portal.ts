/** German texts of the portal's screens (header, menu, pages, dashboard, reports, manual, support, assistant). */
export const portalTexts = {} as const;

/** The module type of the favourites module (docs/requirements/behaviour.md), which the server adds while a report is a favourite. */
export const FAVORITES_MODULE_TYPE = 'PBI_REPORT_FAVORITE';

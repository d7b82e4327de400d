import { API_BASE } from '@shared/api/paths';
import { adminApiPaths } from '@shared/routes';

/** The one-time download of an export's file, `?token=` its ticket (the request log hides a `token`'s value). */
export const GRID_EXPORT_DOWNLOAD = `${adminApiPaths.gridExports}/download`;
/** The print page's script (scripts only from this origin): it opens the print dialog. */
export const GRID_EXPORT_PRINT_SCRIPT = `${API_BASE}${adminApiPaths.gridExports}/print.js`;

/** Base of every portal and admin API call (docs/requirements/calls.md: one fixed prefix). */
export const API_BASE = '/backend';
/** ra-data-simple-rest resources live below the API base. */
export const DATA_BASE = `${API_BASE}/data`;
/** The AI chat has its own base path (docs/requirements/calls.md). */
export const AI_BASE = '/ai';
export const HEALTH_PATH = '/actuator/health';

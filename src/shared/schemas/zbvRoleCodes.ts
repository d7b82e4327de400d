/** The ZBV role code of manual editors (kept apart from the schemas so role checks load without zod). */
export const MANUAL_ADMIN = 'MANUAL_ADMIN';

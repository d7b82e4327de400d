/** The field format, as the adapter's (date-fns) pattern. */
export const GERMAN_DATE_FORMAT = 'dd.MM.yyyy';

export const DATE_FIELD_MIN = new Date(1900, 0, 1);
export const DATE_FIELD_MAX = new Date(2099, 11, 31);

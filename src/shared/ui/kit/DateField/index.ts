export { DateField, type DateFieldProps } from './DateField';
export { DateLocalizationProvider } from './DateLocalizationProvider';
export { DATE_FIELD_MAX, DATE_FIELD_MIN, GERMAN_DATE_FORMAT } from './dateBounds';

import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { uiTexts } from '@shared/texts/ui';
import { DATE_FIELD_MAX, DATE_FIELD_MIN, GERMAN_DATE_FORMAT } from './dateBounds';

export interface DateFieldProps {
  label: string;
  /** null when empty; an invalid Date while the typed text is no valid date. */
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Reports the picker's validation result, e.g. 'minDate', or null when valid. */
  onError?: (error: DateValidationError | null) => void;
  /** @default 01.01.1900 */
  minDate?: Date;
  /** @default 31.12.2099 */
  maxDate?: Date;
  /** An error of the surrounding form; shown beneath instead of the field's own validation message. */
  errorText?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  fullWidth?: boolean;
}

const validationMessage = (error: DateValidationError | null, minDate: Date, maxDate: Date): string | null => {
  if (error === null) return null;
  if (error === 'minDate') return uiTexts.dateField.minDate(format(minDate, GERMAN_DATE_FORMAT));
  if (error === 'maxDate') return uiTexts.dateField.maxDate(format(maxDate, GERMAN_DATE_FORMAT));
  return uiTexts.dateField.invalidDate;
};

/** German date picker (dd.MM.yyyy, 1900–2099). Needs a DateLocalizationProvider above it. */
export const DateField = ({
  label,
  value,
  onChange,
  onError,
  minDate = DATE_FIELD_MIN,
  maxDate = DATE_FIELD_MAX,
  errorText,
  helperText,
  required,
  disabled,
  name,
  id,
  fullWidth,
}: DateFieldProps) => {
  const [validationError, setValidationError] = useState<DateValidationError | null>(null);
  const message = errorText ?? validationMessage(validationError, minDate, maxDate);

  return (
    <DatePicker
      label={label}
      value={value}
      onChange={(next) => onChange(next)}
      onError={(error) => {
        setValidationError(error);
        onError?.(error);
      }}
      minDate={minDate}
      maxDate={maxDate}
      format={GERMAN_DATE_FORMAT}
      disabled={disabled}
      name={name}
      slotProps={{
        textField: {
          ...(id === undefined ? {} : { id }),
          required,
          fullWidth,
          error: Boolean(message),
          helperText: message ?? helperText,
        },
      }}
    />
  );
};

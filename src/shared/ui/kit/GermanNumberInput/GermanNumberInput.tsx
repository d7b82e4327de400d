import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { formatGermanNumber, parseGermanNumber, toEditableGermanNumber } from './germanNumber';

const TYPABLE = /^[-\d.,\s]*$/;

export interface GermanNumberInputProps {
  label: string;
  /** Plain numeric string ('1234567.89', '' when empty). */
  value: string;
  /** Called with the canonical plain numeric string whenever the typed text is a valid number. */
  onChange: (value: string) => void;
  /** Decimals shown when not focused; without it every decimal of the value is shown. */
  fractionDigits?: number;
  onBlur?: () => void;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}

/**
 * Number field with German formatting. While focused the text is kept as typed; invalid text is never
 * passed on, and on blur the field shows the (last valid) value formatted again.
 */
export const GermanNumberInput = ({
  value,
  onChange,
  fractionDigits,
  onBlur,
  ...textFieldProps
}: GermanNumberInputProps) => {
  const [editText, setEditText] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (!TYPABLE.test(text)) return;
    setEditText(text);
    const parsed = parseGermanNumber(text);
    if (parsed !== null && parsed !== value) onChange(parsed);
  };

  return (
    <TextField
      {...textFieldProps}
      value={editText ?? formatGermanNumber(value, fractionDigits)}
      onFocus={() => setEditText(toEditableGermanNumber(value))}
      onChange={handleChange}
      onBlur={() => {
        setEditText(null);
        onBlur?.();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
};

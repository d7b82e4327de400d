import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode, Ref } from 'react';

export const SELECT_MENU_MAX_HEIGHT = 250;

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldBaseProps {
  label: string;
  options: readonly SelectOption[];
  /** Shown in the field while nothing is selected; it is not a selectable option. */
  placeholder?: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** Receives the field's focus handle (e.g. react-hook-form's, to focus a field in error). */
  inputRef?: Ref<unknown>;
}

interface SingleSelectFieldProps extends SelectFieldBaseProps {
  multiple?: false;
  /** '' when nothing is selected. */
  value: string;
  onChange: (value: string) => void;
}

interface MultipleSelectFieldProps extends SelectFieldBaseProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type SelectFieldProps = SingleSelectFieldProps | MultipleSelectFieldProps;

export const SelectField = (props: SelectFieldProps) => {
  const { label, options, placeholder, helperText, error, required, disabled, name, id, fullWidth, size, inputRef } =
    props;
  const multiple = props.multiple === true;
  const selected = props.multiple ? props.value : props.value === '' ? [] : [props.value];

  const renderValue = () => {
    if (selected.length === 0) {
      return placeholder && <Box sx={{ color: 'text.secondary' }}>{placeholder}</Box>;
    }
    return selected.map((entry) => options.find((option) => option.value === entry)?.label ?? entry).join(', ');
  };

  const handleChange = (next: unknown) => {
    if (props.multiple) {
      // MUI hands over a string only for browser autofill of a multiple select.
      props.onChange(typeof next === 'string' ? next.split(',') : Array.isArray(next) ? next.map(String) : []);
    } else {
      props.onChange(String(next));
    }
  };

  return (
    <TextField
      select
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
      name={name}
      id={id}
      fullWidth={fullWidth}
      size={size}
      inputRef={inputRef}
      value={multiple ? [...selected] : (selected[0] ?? '')}
      onChange={(event) => handleChange(event.target.value)}
      slotProps={{
        inputLabel: placeholder ? { shrink: true } : undefined,
        select: {
          multiple,
          displayEmpty: Boolean(placeholder),
          renderValue,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

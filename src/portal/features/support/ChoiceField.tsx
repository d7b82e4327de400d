import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { SupportFormInput, SupportFormValues } from '@shared/schemas';

interface ChoiceFieldProps<N extends 'supportReason' | 'contactType'> {
  control: Control<SupportFormInput, unknown, SupportFormValues>;
  name: N;
  label: string;
  choices: Readonly<Record<SupportFormInput[N], string>>;
  disabled: boolean;
  required?: boolean;
}

/** A row of radio buttons for one of the form's enumerations (reason, contact type). */
export function ChoiceField<N extends 'supportReason' | 'contactType'>(props: ChoiceFieldProps<N>) {
  const { control, name, label, choices, disabled, required } = props;
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  return (
    <FormControl error={Boolean(fieldState.error)} required={required} disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {(Object.entries(choices) as [string, string][]).map(([value, text], index) => (
          <FormControlLabel
            key={value}
            value={value}
            // Focused when the field is in error: the chosen radio, or the first while none is chosen.
            control={
              <Radio
                slotProps={{
                  input: { ref: value === field.value || (!field.value && index === 0) ? field.ref : undefined },
                }}
              />
            }
            label={text}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

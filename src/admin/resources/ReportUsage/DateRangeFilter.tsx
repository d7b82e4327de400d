import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usageTexts } from '@shared/texts';
import { DateField } from '@shared/ui/kit';

export interface DateRange {
  from: Date | null;
  to: Date | null;
}

/** The two days of the range ('Von', 'Bis'), each typed or picked in the German calendar. */
export function DateRangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {usageTexts.filterLabel}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label={usageTexts.from} value={value.from} onChange={(from) => onChange({ ...value, from })} />
        <DateField label={usageTexts.to} value={value.to} onChange={(to) => onChange({ ...value, to })} />
      </Stack>
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiGet } from '@shared/api';
import { adminApiPaths } from '@shared/routes';
import { reportLookupSchema, type ReportLookup } from '@shared/schemas/reportLookup';
import { supportTexts, uiTexts } from '@shared/texts';
import { dialogWidths } from '@shared/ui/kit/dialogWidths';
import { ReportLookupFacts } from './ReportLookupFacts';
import { lookupPartOf, reportUrlSchema, type ReportUrlForm } from './reportUrl';

const t = supportTexts.urlCheck;

/** 'Berichtsinformationen abrufen' (docs/requirements/behaviour.md, docs/requirements/validation.md): what the server knows about a report URL. */
export function ReportUrlCheckDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const resultId = useId();
  const [result, setResult] = useState<ReportLookup>();
  const form = useForm<ReportUrlForm>({
    mode: 'all',
    resolver: zodResolver(reportUrlSchema),
    defaultValues: { url: '' },
  });
  const submit = form.handleSubmit(async ({ url }) => {
    setResult(undefined);
    try {
      setResult(reportLookupSchema.parse(await apiGet(`${adminApiPaths.lookupCheck}/${lookupPartOf(url)}`)));
    } catch {
      form.setError('url', { type: 'server', message: t.rejected });
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.urlCheck, m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t.title}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t.intro}</Typography>
          <Controller
            control={form.control}
            name="url"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t.field}
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t.fieldHint}
              />
            )}
          />
          {result && (
            <Box sx={{ mt: 2 }}>
              <Typography id={resultId} variant="h3" component="h3" gutterBottom>
                {t.result}
              </Typography>
              <Box
                role="region"
                aria-labelledby={resultId}
                tabIndex={0}
                sx={{ p: 1.5, bgcolor: 'action.hover', overflow: 'auto', maxHeight: 480 }}
              >
                <ReportLookupFacts answer={result} />
              </Box>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{uiTexts.common.close}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t.check}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

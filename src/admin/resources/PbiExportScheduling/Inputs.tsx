import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BooleanInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { exportTexts } from '@shared/texts';
import { ReferenceSelect } from '../../forms/inputs';
import { cronPreview } from './cronPreview';

const t = exportTexts.admin;

/** The schedule read aloud in German with its next five runs, following the form as it is typed. */
function CronPreviewBox() {
  const cron = useWatch({ name: 'cron' }) as string | undefined;
  const timezone = (useWatch({ name: 'timezone' }) as string | undefined) || 'Europe/Berlin';
  const preview = cron ? cronPreview(cron.trim(), timezone) : undefined;
  return (
    <Box component="section" aria-label={t.preview} sx={{ mb: 2, maxWidth: 560 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
        {t.preview}
      </Typography>
      {preview ? (
        <>
          <Typography data-testid="cron-description">{preview.description}</Typography>
          <Typography variant="h3" sx={{ fontSize: '1rem', mt: 1 }}>
            {t.nextRuns}
          </Typography>
          <Box component="ol" sx={{ mt: 0 }}>
            {preview.nextRuns.map((run) => (
              <li key={run}>{run}</li>
            ))}
          </Box>
        </>
      ) : (
        <Alert severity="info">{t.previewInvalid}</Alert>
      )}
    </Box>
  );
}

export function PbiExportScheduleInputs() {
  return (
    <>
      <ReferenceSelect collection="pbiExportSchedules" source="exportId" isRequired />
      <TextInput source="cron" isRequired helperText={t.cronHelp} sx={{ minWidth: 320 }} />
      <TextInput source="timezone" />
      <BooleanInput source="active" />
      <CronPreviewBox />
    </>
  );
}

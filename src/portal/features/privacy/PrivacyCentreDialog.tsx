import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { portalTexts } from '@shared/texts';
import { dialogWidths } from '@shared/ui/kit/dialogWidths';
import { useSnackbar } from '@shared/ui/kit/Snackbar';
import { readAnalyticsConsent, writeAnalyticsConsent, type AnalyticsConsent } from './analyticsConsent';

const labels = portalTexts.privacy;

function PrivacyCentreContent({ onClose }: { onClose: () => void }) {
  const { showMessage } = useSnackbar();
  const [analytics, setAnalytics] = useState(() => readAnalyticsConsent() === 'granted');
  const decide = (consent: AnalyticsConsent) => {
    writeAnalyticsConsent(consent);
    showMessage(labels.saved);
    onClose();
  };
  return (
    <>
      <DialogContent>
        <Typography gutterBottom>{labels.intro}</Typography>
        <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 0.5 }}>
          {labels.necessaryTitle}
        </Typography>
        <Typography variant="body2">{labels.necessaryText}</Typography>
        <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 0.5 }}>
          {labels.analyticsTitle}
        </Typography>
        <Typography variant="body2">{labels.analyticsText}</Typography>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Switch checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />}
          label={labels.analyticsSwitch}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={() => decide('denied')}>{labels.necessaryOnly}</Button>
        <Button onClick={() => decide(analytics ? 'granted' : 'denied')}>{labels.save}</Button>
        <Button variant="contained" onClick={() => decide('granted')}>
          {labels.acceptAll}
        </Button>
      </DialogActions>
    </>
  );
}

/** The privacy centre ('Cookie-Einstellungen'): the analytics consent is given or withdrawn here and remembered. */
export function PrivacyCentreDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.genericModal, m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{labels.title}</DialogTitle>
      {open && <PrivacyCentreContent onClose={onClose} />}
    </Dialog>
  );
}

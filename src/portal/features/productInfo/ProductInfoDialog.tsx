import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { portalTexts, uiTexts } from '../../../shared/texts';
import { dialogWidths } from '../../../shared/ui/kit/dialogWidths';
import { useProductInfo } from './api/getProductInfo';
import { ProductInfoState } from './ProductInfoState';

const labels = portalTexts.productInfo;

/** The product-information dialog (GET /menu/productinfo/data). */
export function ProductInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const query = useProductInfo(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: dialogWidths.productInfo, m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{labels.dialogTitle}</DialogTitle>
      <DialogContent>
        <ProductInfoState query={query}>
          {(info) => (
            <>
              <Typography variant="h3" component="p" gutterBottom>
                {info.productTitle}
              </Typography>
              <Typography gutterBottom>{`${labels.version} ${info.version}`}</Typography>
              <Typography variant="h3" sx={{ mt: 2, mb: 0.5 }}>
                {labels.hosting}
              </Typography>
              <Typography gutterBottom>{info.infoHosting}</Typography>
              <Typography variant="h3" sx={{ mt: 2, mb: 0.5 }}>
                {labels.rolesHeading}
              </Typography>
              <Typography gutterBottom sx={{ whiteSpace: 'pre-line' }}>
                {info.rolesDescription}
              </Typography>
              <Link href={info.programReleaseFileLink} target="_blank" rel="noopener noreferrer">
                {labels.openProgramRelease}
              </Link>
            </>
          )}
        </ProductInfoState>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {uiTexts.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

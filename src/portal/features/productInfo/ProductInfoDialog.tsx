import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { portalTexts } from '@shared/texts';
import { InfoDialog } from '../../app/InfoDialog';
import { dialogWidths } from '@shared/ui/kit/dialogWidths';
import { useProductInfo } from './api/getProductInfo';
import { ProductInfoState } from './ProductInfoState';

const labels = portalTexts.productInfo;

/** The product-information dialog (GET /menu/productinfo/data). */
export function ProductInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const query = useProductInfo(open);
  return (
    <InfoDialog open={open} onClose={onClose} title={labels.dialogTitle} width={dialogWidths.productInfo}>
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
    </InfoDialog>
  );
}

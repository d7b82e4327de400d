import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { portalRoutes } from '@shared/routes';
import { portalTexts } from '@shared/texts';
import { usePageTitle } from '../settings/usePageTitle';
import { useProductInfo } from './api/getProductInfo';
import { ProductInfoState } from './ProductInfoState';

const labels = portalTexts.productInfo;

/** Programmfreigabe: the released version and its release document. */
export default function ProgramReleasePage() {
  const query = useProductInfo();
  usePageTitle(portalRoutes.programRelease.title);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {portalRoutes.programRelease.title}
      </Typography>
      <ProductInfoState query={query}>
        {(info) => (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography gutterBottom>{labels.programReleaseIntro}</Typography>
            <Typography variant="h2" gutterBottom>
              {`${info.productTitle} – ${labels.version} ${info.version}`}
            </Typography>
            <Typography gutterBottom>{info.infoHosting}</Typography>
            <Link href={info.programReleaseFileLink} target="_blank" rel="noopener noreferrer">
              {labels.openProgramRelease}
            </Link>
          </Paper>
        )}
      </ProductInfoState>
    </Container>
  );
}

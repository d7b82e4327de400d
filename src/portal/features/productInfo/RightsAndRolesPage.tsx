import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { portalRoutes } from '@shared/routes';
import { usePageTitle } from '../settings/usePageTitle';
import { useProductInfo } from './api/getProductInfo';
import { ProductInfoState } from './ProductInfoState';

/** Rechte- und Rollenmodel: the roles description of the product information. */
export default function RightsAndRolesPage() {
  const query = useProductInfo();
  usePageTitle(portalRoutes.rightsAndRoles.title);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {portalRoutes.rightsAndRoles.title}
      </Typography>
      <ProductInfoState query={query}>
        {(info) => (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{info.rolesDescription}</Typography>
          </Paper>
        )}
      </ProductInfoState>
    </Container>
  );
}

import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountOption, FilterDefinition, ReportInfo } from '@shared/portalApi';
import { filteredToReport, portalRoutes } from '@shared/routes';
import { reportTexts } from '@shared/texts';
import { SelectField } from '@shared/ui/kit/SelectField';

export interface ReportToolbarProps {
  info: ReportInfo;
  accounts: readonly AccountOption[];
  selectedAccountId?: AccountOption['id'];
  onSelectAccount: (id: string) => void;
  favorite: { favorite: boolean; known: boolean; toggle: () => void };
  filters: readonly FilterDefinition[];
  /** The assistant's entry point, at the end of the title row (or nothing when the module has none). */
  assistant?: ReactNode;
}

const manualPath = (pageId: string) => portalRoutes.manualPage.pattern.replace(':pageId', encodeURIComponent(pageId));

/** The report's title, favourite star, account choice, links to its subscriptions, exports and manual page. */
export function ReportToolbar({
  info,
  accounts,
  selectedAccountId,
  onSelectAccount,
  favorite,
  filters,
  assistant,
}: ReportToolbarProps) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
          {info.reportName}
        </Typography>
        {favorite.known && (
          <IconButton
            aria-label={favorite.favorite ? reportTexts.removeFavorite : reportTexts.addFavorite}
            aria-pressed={favorite.favorite}
            onClick={favorite.toggle}
            sx={{ color: favorite.favorite ? 'warning.dark' : 'text.secondary' }}
          >
            {favorite.favorite ? <StarIcon /> : <StarBorderIcon />}
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {accounts.length > 1 && (
          <Box sx={{ width: { xs: '100%', sm: 400 }, maxWidth: '100%' }}>
            <SelectField
              fullWidth
              label={reportTexts.account}
              value={String(selectedAccountId ?? '')}
              options={accounts.map((account) => ({
                value: String(account.id),
                label: reportTexts.accountOption(account.name, account.email),
              }))}
              onChange={onSelectAccount}
            />
          </Box>
        )}
        {assistant}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {reportTexts.moduleOf(info.modulePresentationName ?? info.moduleName)}
        </Typography>
        <Link component={RouterLink} to={filteredToReport(portalRoutes.reportSubscriptions.pattern, info.reportId)}>
          {reportTexts.subscriptions}
        </Link>
        <Link component={RouterLink} to={filteredToReport(portalRoutes.reportExports.pattern, info.reportId)}>
          {reportTexts.exports}
        </Link>
        {info.confluenceOriginalPageId && (
          <Link
            href={manualPath(info.confluenceOriginalPageId)}
            target="_blank"
            rel="noopener"
            aria-label={reportTexts.manualPageNewTab}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {reportTexts.manualPage}
            <OpenInNewIcon fontSize="inherit" />
          </Link>
        )}
      </Stack>
      {filters.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          component="ul"
          aria-label={reportTexts.filters}
          sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', rowGap: 1 }}
        >
          {filters.map((filter) => (
            <li key={filter.id}>
              <Chip size="small" variant="outlined" label={reportTexts.filterValue(filter.name, filter.values)} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { ModuleDto } from '../../../../shared/portalApi';
import { portalTexts } from '../../../../shared/texts';

interface CardFrameProps {
  module: ModuleDto;
  actions?: ReactNode;
  /** The body scrolls without anything focusable in it (HTML), so it takes the focus itself. */
  focusableBody?: boolean;
  children: ReactNode;
}

/** A module card: title, its first category, the card's actions, and a body that scrolls inside the fixed height. */
export function CardFrame({ module, actions, focusableBody, children }: CardFrameProps) {
  const titleId = useId();
  const category = module.categories[0];
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-module-id={module.id}
      data-module-type={module.moduleType}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, pt: 1, pb: 0.5, minHeight: 48 }}>
        <Typography component="h2" variant="subtitle1" id={titleId} title={module.name} noWrap sx={{ flex: 1 }}>
          {module.name}
        </Typography>
        {category && <Chip size="small" label={category} variant="outlined" />}
        {actions}
      </Stack>
      <Box
        {...(focusableBody
          ? { tabIndex: 0, role: 'region', 'aria-label': portalTexts.dashboard.contentOf(module.name) }
          : {})}
        sx={{ flex: 1, minHeight: 0, overflow: 'auto', px: 2, pb: 2 }}
      >
        {children}
      </Box>
    </Card>
  );
}

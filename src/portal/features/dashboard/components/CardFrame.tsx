import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId, type ReactNode } from 'react';
import type { ModuleDto } from '../../../../shared/portalApi';
import { portalTexts } from '../../../../shared/texts';
import { CardActions } from './CardActions';

interface CardHeaderProps {
  module: ModuleDto;
  titleId: string;
}

/** Title, first category and actions; unchanged by a search, so it does not render again for one. */
const CardHeader = memo(
  function CardHeader({ module, titleId }: CardHeaderProps) {
    const category = module.categories[0];
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, pt: 1, pb: 0.5, minHeight: 48 }}>
        <Typography component="h2" variant="subtitle1" id={titleId} title={module.name} noWrap sx={{ flex: 1 }}>
          {module.name}
        </Typography>
        {category && <Chip size="small" label={category} variant="outlined" />}
        <CardActions module={module} />
      </Stack>
    );
  },
  (a, b) =>
    a.titleId === b.titleId &&
    a.module.id === b.module.id &&
    a.module.name === b.module.name &&
    a.module.categories[0] === b.module.categories[0] &&
    a.module.favorite === b.module.favorite &&
    a.module.moduleType === b.module.moduleType,
);

interface CardFrameProps {
  module: ModuleDto;
  /** The body scrolls without anything focusable in it (HTML), so it takes the focus itself. */
  focusableBody?: boolean;
  children: ReactNode;
}

const bodyStyle = { flex: 1, minHeight: 0, overflow: 'auto', padding: '0 16px 16px' } as const;

/** A module card: its header, and a body that scrolls inside the fixed height. */
export function CardFrame({ module, focusableBody, children }: CardFrameProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-module-id={module.id}
      data-module-type={module.moduleType}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardHeader module={module} titleId={titleId} />
      <div
        {...(focusableBody
          ? { tabIndex: 0, role: 'region', 'aria-label': portalTexts.dashboard.contentOf(module.name) }
          : {})}
        style={bodyStyle}
      >
        {children}
      </div>
    </Card>
  );
}

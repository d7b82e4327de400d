import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useId, useState, type ReactNode } from 'react';
import type { ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { mobileMediaQuery } from '@shared/ui/theme';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';
import { useOverflowing } from '../hooks/useOverflowing';
import { CardActions } from './CardActions';

// Only cut-off titles need it: MUI's tooltip (with its positioning engine) stays out of the first load.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));
const FullContentDialog = lazy(() =>
  import('./cards/FullContentDialog').then((m) => ({ default: m.FullContentDialog })),
);

const texts = portalTexts.dashboard;

/**
 * The card's name: on one line, or below the mobile breakpoint (narrow columns) on up to two lines of its own
 * above the category and actions. Cut off, it shows in full in a tooltip on hover, on a long touch and on keyboard
 * focus (it then takes the focus); its text stays whole for screen readers.
 */
function CardTitle({ name, titleId }: { name: string; titleId: string }) {
  const [ref, cut] = useOverflowing<HTMLHeadingElement>('xy');
  const heading = (
    <Typography
      ref={ref}
      component="h2"
      variant="subtitle1"
      id={titleId}
      tabIndex={cut ? 0 : undefined}
      sx={titleStyle}
    >
      {name}
    </Typography>
  );
  if (!cut) return heading;
  return (
    <Suspense fallback={heading}>
      <Tooltip title={name} describeChild>
        {heading}
      </Tooltip>
    </Suspense>
  );
}

const titleStyle = {
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  [`@media ${mobileMediaQuery}`]: {
    flexBasis: '100%',
    whiteSpace: 'normal',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    lineHeight: 1.4,
  },
} as const;

const headerStyle = {
  alignItems: 'center',
  gap: 1,
  px: 2,
  pt: 1,
  pb: 0.5,
  minHeight: 48,
  [`@media ${mobileMediaQuery}`]: { flexWrap: 'wrap', rowGap: 0 },
} as const;

interface CardHeaderProps {
  module: ModuleDto;
  titleId: string;
}

/** Title, first category and actions; unchanged by a search, so it does not render again for one. */
const CardHeader = memo(
  function CardHeader({ module, titleId }: CardHeaderProps) {
    const category = module.categories[0];
    return (
      <Stack direction="row" sx={headerStyle}>
        <CardTitle name={module.name} titleId={titleId} />
        {category && <Chip size="small" label={category} variant="outlined" sx={{ maxWidth: '100%' }} />}
        <Stack direction="row" sx={{ ml: 'auto', flexShrink: 0 }}>
          <CardActions module={module} />
        </Stack>
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
  /**
   * The body is text (HTML): it takes the focus itself, since it scrolls without anything focusable in it, and
   * when it does not fit, 'Mehr anzeigen' shows it whole in a dialog.
   */
  textBody?: boolean;
  children: ReactNode;
}

/**
 * Words longer than the column break (hyphenated where the browser knows German), so no content is wider than its
 * card, which matters in the narrow columns of a phone.
 */
const cardStyle = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
} as const;

const bodyStyle = { flex: 1, minHeight: 0, overflow: 'auto', padding: '0 16px 16px' } as const;

/** The whole text of a card whose body is cut off by the card's fixed height. */
function ShowMore({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        aria-label={texts.showMoreOf(name)}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start', mx: 1, mb: 0.5 }}
      >
        {texts.showMore}
      </Button>
      <MountWhenOpened open={open}>
        <FullContentDialog title={name} open={open} onClose={() => setOpen(false)}>
          {children}
        </FullContentDialog>
      </MountWhenOpened>
    </>
  );
}

/** A module card: its header, and a body that scrolls inside the fixed height. */
export function CardFrame({ module, textBody, children }: CardFrameProps) {
  const titleId = useId();
  const [bodyRef, cut] = useOverflowing<HTMLDivElement>('y');
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-module-id={module.id}
      data-module-type={module.moduleType}
      variant="outlined"
      sx={cardStyle}
    >
      <CardHeader module={module} titleId={titleId} />
      <div
        ref={textBody ? bodyRef : undefined}
        {...(textBody ? { tabIndex: 0, role: 'region', 'aria-label': texts.contentOf(module.name) } : {})}
        style={bodyStyle}
      >
        {textBody ? <div>{children}</div> : children}
      </div>
      {textBody && cut && <ShowMore name={module.name}>{children}</ShowMore>}
    </Card>
  );
}

import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { portalTexts } from '@shared/texts';
import { visuallyHidden } from '@shared/ui/visuallyHidden';

/** An address inside the portal opens in place; any other one in a new tab, said so to screen readers. */
export function SmartLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link component={RouterLink} to={href} aria-label={label} color="inherit">
        {children}
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={label} color="inherit">
      {children}
      <span style={visuallyHidden}> {portalTexts.dashboard.newTab}</span>
    </Link>
  );
}

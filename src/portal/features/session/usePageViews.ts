import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pushDataLayer } from '@shared/auth/dataLayer';
import { recordVisit } from '@shared/auth/visitHistory';
import { classifyPage } from '@shared/routes';

/** Every route change is a visit in the tab's history and, with consent, a page view in the data layer. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    recordVisit(pathname);
    pushDataLayer({ event: 'page_view', path: pathname, pageKind: classifyPage(pathname) });
  }, [pathname]);
}

import Box from '@mui/material/Box';
import { useDeferredValue, type ReactNode } from 'react';
import {
  CanAccess,
  ListContextProvider,
  Loading,
  useListController,
  useResourceContext,
  type SortPayload,
} from 'react-admin';
import { adminRouteOfResource } from '@shared/routes';
import { usePreferences } from '../preferences/preferences';
import { gridPreferenceKey } from './gridLayout';
import { GridTable, type GridTableProps } from './GridTable';
import { NotAllowedPage } from '../layout/NotAllowedPage';
import { PageHeading } from '../layout/PageHeading';

export interface ResourceGridProps extends Omit<GridTableProps, 'title' | 'storedLayout'> {
  defaultSort?: SortPayload;
  /** Shown between the heading and the grid. */
  intro?: ReactNode;
}

/**
 * The one grid of the back office, for every list: the page around `GridTable`. Export and print always take the
 * whole filtered set.
 */
export function ResourceGrid(props: ResourceGridProps) {
  const resource = useResourceContext() ?? '';
  // Access is asked before any of the grid's requests: without the role the page says 'Kein Zugriff' instead of
  // first sending requests the server refuses.
  return (
    <CanAccess action="list" resource={resource} loading={<Loading />} accessDenied={<NotAllowedPage />}>
      <GridPage {...props} />
    </CanAccess>
  );
}

function GridPage({ defaultSort, intro, ...tableProps }: ResourceGridProps) {
  const resource = useResourceContext() ?? '';
  const route = adminRouteOfResource(resource);
  const title = route?.title ?? resource;
  const controller = useListController({ resource, perPage: 25, sort: defaultSort ?? { field: 'id', order: 'ASC' } });
  const preferences = usePreferences();
  // The heading is drawn and the list's request sent before the table (hundreds of MUI components) renders, once,
  // with the first page's rows: as a deferred render, which React splits into short tasks. Drawn while the rows
  // were on their way, the table filled its body with skeleton rows, each cell setting its own state, to throw
  // them all away when the rows came.
  const tableDue = useDeferredValue(!preferences.isPending && !controller.isPending, false);
  return (
    <ListContextProvider value={controller}>
      <Box sx={{ my: 2 }}>
        <PageHeading title={title} />
        {intro}
        {tableDue ? (
          <GridTable
            key={resource}
            {...tableProps}
            title={title}
            storedLayout={preferences.data?.[gridPreferenceKey(resource)]}
          />
        ) : (
          <Loading />
        )}
      </Box>
    </ListContextProvider>
  );
}

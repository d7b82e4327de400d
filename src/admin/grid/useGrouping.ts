import type { MRT_ExpandedState, MRT_GroupingState, MRT_PaginationState } from 'material-react-table';
import { useState } from 'react';

/**
 * The grid's grouping: by which columns, which groups are open, and the page among the groups (a grouped grid
 * pages in the browser). A new grouping closes every group and starts on the first page.
 */
export function useGrouping() {
  const [grouping, setGrouping] = useState<MRT_GroupingState>([]);
  const [expanded, setExpanded] = useState<MRT_ExpandedState>({});
  const [groupPage, setGroupPage] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: 25 });
  const changeGrouping = (next: MRT_GroupingState) => {
    setGrouping(next);
    setExpanded({});
    setGroupPage((old) => ({ ...old, pageIndex: 0 }));
  };
  return {
    grouping,
    grouped: grouping.length > 0,
    changeGrouping,
    expanded,
    setExpanded,
    groupPage,
    setGroupPage,
    toFirstGroupPage: () => setGroupPage((old) => ({ ...old, pageIndex: 0 })),
  };
}

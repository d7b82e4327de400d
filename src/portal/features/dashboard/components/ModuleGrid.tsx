import Box from '@mui/material/Box';
import { memo, useMemo } from 'react';
import type { ModuleEntry } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { useColumnEnds } from '../hooks/useColumnEnds';
import { useRowWindow } from '../hooks/useRowWindow';
import { CARD_GAP_PX, CARD_SPAN_HEIGHT_PX } from '../model/columns';
import { layoutMasonry } from '../model/masonry';
import { isInWindow, WINDOWING_FROM_CARDS } from '../model/rowWindow';
import { markSearch } from '../model/search';
import { ModuleCard } from './ModuleCard';

const ROW_PX = CARD_SPAN_HEIGHT_PX + CARD_GAP_PX;
const columnWidth = (columns: number) => `((100% - ${(columns - 1) * CARD_GAP_PX}px) / ${columns})`;
const left = (column: number, columns: number) =>
  `calc(${column} * ${columnWidth(columns)} + ${column * CARD_GAP_PX}px)`;
const width = (span: number, columns: number) =>
  `calc(${span} * ${columnWidth(columns)} + ${(span - 1) * CARD_GAP_PX}px)`;
const bottom = (rows: number) => Math.max(rows * ROW_PX - CARD_GAP_PX, 0);

interface ModuleGridProps {
  /** The modules the search keeps (unmarked: only the cards drawn are marked, see `markSearch`). */
  entries: readonly ModuleEntry[];
  search: string;
  columns: number;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The masonry grid: each card in the currently shortest column (spans honoured), 12 px apart, 350 px per height
 * span. A marker at the end of each column loads the next page while any of them is in view. A large grid renders
 * only the cards within a viewport of the visible rows, so a search keystroke renders a dozen cards, not hundreds,
 * and marks the search misses of those cards only.
 */
export const ModuleGrid = memo(function ModuleGrid({ entries, search, columns, hasMore, loadMore }: ModuleGridProps) {
  const layout = useMemo(
    () =>
      layoutMasonry(
        entries.map(({ moduleDto }) => ({ width: moduleDto.width, height: moduleDto.height })),
        columns,
      ),
    [entries, columns],
  );
  const columnEnd = useColumnEnds(hasMore, loadMore);
  const { grid, rowWindow } = useRowWindow(entries.length >= WINDOWING_FROM_CARDS, ROW_PX);
  const height = bottom(Math.max(0, ...layout.columnHeights));
  return (
    <Box
      ref={grid}
      component="section"
      aria-label={portalTexts.dashboard.gridLabel}
      data-columns={columns}
      data-card-count={entries.length}
      sx={{ position: 'relative', height, mb: 2 }}
    >
      {entries.map((entry, index) => {
        const place = layout.placements[index];
        if (!place || !isInWindow(place, rowWindow)) return null;
        const { moduleDto } = markSearch(entry, search);
        return (
          <div
            key={moduleDto.id}
            data-index={index}
            data-column={place.column}
            style={{
              position: 'absolute',
              top: place.row * ROW_PX,
              left: left(place.column, columns),
              width: width(place.width, columns),
              height: bottom(place.height),
              contentVisibility: 'auto',
            }}
          >
            <ModuleCard module={moduleDto} />
          </div>
        );
      })}
      {layout.columnHeights.map((rows, column) => (
        <div
          key={`${column}-${rows}-${entries.length}`}
          ref={columnEnd}
          aria-hidden
          style={{ position: 'absolute', top: bottom(rows), left: left(column, columns), width: 1, height: 1 }}
        />
      ))}
    </Box>
  );
});

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import { reportTexts } from '@shared/texts';
import type { ReportPage, ReportRendererProps } from '../types';
import { ReportVisual } from './ReportVisual';

export interface LocalReportRendererProps extends ReportRendererProps {
  pages: readonly ReportPage[];
}

/**
 * Draws a report of a local account from its pages in db.json, behaving towards the report view as Power BI
 * does: it reports its pages once loaded, the timings once drawn, and every page shown (the first one, one
 * chosen outside through `activePage`, or one reached with its own page navigation).
 */
export function LocalReportRenderer(props: LocalReportRendererProps) {
  const { pages, activePage, title } = props;
  const visiblePages = pages.filter((page) => page.visibility === 0);
  const [mountedAt] = useState(() => performance.now());
  const [current, setCurrent] = useState(activePage ?? visiblePages[0]?.name);
  const [requested, setRequested] = useState(activePage);
  if (activePage !== requested) {
    setRequested(activePage);
    if (activePage !== undefined) setCurrent(activePage);
  }

  const announceLoaded = useEffectEvent(() => {
    props.onLoaded(pages);
    const loadMs = performance.now() - mountedAt;
    requestAnimationFrame(() => props.onRendered({ loadMs, renderMs: performance.now() - mountedAt - loadMs }));
  });
  useEffect(() => announceLoaded(), []);

  const announcePage = useEffectEvent((pageName: string) => props.onPageChanged(pageName));
  useEffect(() => {
    if (current !== undefined) announcePage(current);
  }, [current]);

  const page = pages.find((candidate) => candidate.name === current);
  if (!page) return <Typography sx={{ p: 2 }}>{reportTexts.noVisiblePages}</Typography>;
  const position = visiblePages.findIndex((candidate) => candidate.name === page.name);
  const go = (offset: number) => setCurrent(visiblePages[position + offset]?.name ?? page.name);

  return (
    <Box component="article" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' }}>
        {page.visuals.map((visual) => (
          <ReportVisual key={visual.title} visual={visual} />
        ))}
      </Box>
      {position >= 0 && (
        <Box
          component="nav"
          aria-label={reportTexts.innerNavigation}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}
        >
          <IconButton aria-label={reportTexts.previousPage} disabled={position === 0} onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography>{reportTexts.pageOf(position + 1, visiblePages.length)}</Typography>
          <IconButton
            aria-label={reportTexts.nextPage}
            disabled={position === visiblePages.length - 1}
            onClick={() => go(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

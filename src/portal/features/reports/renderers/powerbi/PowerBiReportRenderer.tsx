import Box from '@mui/material/Box';
import { models, type Embed, type Report, type service } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { useEffect, useRef, useState } from 'react';
import type { PowerBiEmbedConfig } from '@shared/portalApi';
import type { ReportPage, ReportRendererProps } from '../types';
import { useTokenRefresh } from './tokenRefresh';

export interface PowerBiReportRendererProps extends ReportRendererProps {
  embed: PowerBiEmbedConfig;
  /** Asks the server for a fresh embed token of the same report. */
  renewEmbed: () => Promise<PowerBiEmbedConfig>;
}

const toReportPage = (page: { name: string; displayName: string; visibility?: number }): ReportPage => ({
  name: page.name,
  displayName: page.displayName,
  visibility: page.visibility === 1 ? 1 : 0,
  visuals: [],
});

const asError = (detail: unknown) =>
  new Error(typeof detail === 'object' && detail && 'message' in detail ? String(detail.message) : String(detail));

type Handler = (event?: service.ICustomEvent<unknown>) => void;

/** A Power BI report through Microsoft's client, speaking the same renderer interface as the local one. */
export function PowerBiReportRenderer(props: PowerBiReportRendererProps) {
  const { embed, activePage, title } = props;
  const report = useRef<Report>(undefined);
  // The client keeps the handlers it was given first; they read the current props through this ref.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [startedAt] = useState(() => performance.now());
  const loadedAt = useRef<number>(undefined);
  const [loaded, setLoaded] = useState(false);
  const [expiresAt, setExpiresAt] = useState(embed.expiresAt);

  const [embedConfig] = useState(() => ({
    type: 'report',
    id: embed.reportId,
    embedUrl: embed.embedUrl,
    accessToken: embed.accessToken,
    tokenType: models.TokenType.Embed,
    settings: { panes: { filters: { visible: false }, pageNavigation: { visible: true } } },
  }));

  const [eventHandlers] = useState(
    // eslint-disable-next-line react-hooks/refs -- only closures are made here; Power BI calls them after render
    () =>
      new Map<string, Handler>([
        [
          'loaded',
          () => {
            loadedAt.current = performance.now();
            setLoaded(true);
            const { onLoaded, onError, bookmark } = latest.current;
            (async () => {
              onLoaded(((await report.current?.getPages()) ?? []).map(toReportPage));
              if (bookmark) await report.current?.bookmarksManager.applyState(bookmark);
            })().catch((error: unknown) => onError(asError(error)));
          },
        ],
        [
          'rendered',
          () => {
            const now = performance.now();
            const loadedTime = loadedAt.current ?? now;
            latest.current.onRendered({ loadMs: loadedTime - startedAt, renderMs: now - loadedTime });
          },
        ],
        [
          'pageChanged',
          (event) => {
            const page = (event?.detail as { newPage?: { name?: string } } | undefined)?.newPage?.name;
            if (page) latest.current.onPageChanged(page);
          },
        ],
        ['error', (event) => latest.current.onError(asError(event?.detail))],
      ]),
  );

  useEffect(() => {
    if (!activePage || !loaded) return;
    report.current?.setPage(activePage).catch((error: unknown) => latest.current.onError(asError(error)));
  }, [activePage, loaded]);

  useTokenRefresh(expiresAt, () => {
    latest.current
      .renewEmbed()
      .then(async (renewed) => {
        await report.current?.setAccessToken(renewed.accessToken);
        setExpiresAt(renewed.expiresAt);
      })
      .catch((error: unknown) => latest.current.onError(asError(error)));
  });

  return (
    <Box component="article" aria-label={title} sx={{ height: '75vh', '& .radar-powerbi': { height: '100%' } }}>
      <PowerBIEmbed
        embedConfig={embedConfig}
        eventHandlers={eventHandlers}
        cssClassName="radar-powerbi"
        getEmbeddedComponent={(component: Embed) => {
          report.current = component as Report;
        }}
      />
    </Box>
  );
}

import { act, render } from '@testing-library/react';
import type { EmbedProps } from 'powerbi-client-react';
import type { PowerBiEmbedConfig } from '@shared/portalApi';
import { PowerBiReportRenderer } from './PowerBiReportRenderer';
import { TOKEN_REFRESH_LEAD_MS } from './tokenRefresh';

/** What the fake client received, and a fake report object standing in for Power BI's. */
const client = vi.hoisted(() => ({
  props: undefined as EmbedProps | undefined,
  report: {
    getPages: vi.fn(),
    setPage: vi.fn(),
    setAccessToken: vi.fn(),
    bookmarksManager: { applyState: vi.fn() },
  },
}));

vi.mock('powerbi-client-react', () => ({
  PowerBIEmbed: (props: EmbedProps) => {
    client.props = props;
    props.getEmbeddedComponent?.(client.report as never);
    return <div data-testid="powerbi" />;
  },
}));

const fire = async (name: string, detail?: unknown) => {
  await act(async () => {
    client.props?.eventHandlers?.get(name)?.({ detail } as never);
    await Promise.resolve();
  });
};

const now = new Date('2026-11-22T09:00:00Z').getTime();
const embed: PowerBiEmbedConfig = {
  kind: 'POWER_BI',
  reportId: 'f1e2d3c4',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=f1e2d3c4',
  accessToken: 'token-1',
  expiresAt: new Date(now + 60 * 60 * 1000).toISOString(),
};

const handlers = () => ({ onLoaded: vi.fn(), onRendered: vi.fn(), onPageChanged: vi.fn(), onError: vi.fn() });

beforeEach(() => {
  vi.useFakeTimers({ now });
  client.report.getPages.mockResolvedValue([
    { name: 'ReportSection1', displayName: 'Übersicht', visibility: 0 },
    { name: 'ReportSection9', displayName: 'Technik', visibility: 1 },
  ]);
  client.report.setPage.mockResolvedValue(undefined);
  client.report.setAccessToken.mockResolvedValue(undefined);
  client.report.bookmarksManager.applyState.mockResolvedValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('PowerBiReportRenderer', () => {
  it('embeds the report with the embed token the server issued', () => {
    render(<PowerBiReportRenderer title="Vertrieb" embed={embed} renewEmbed={vi.fn()} {...handlers()} />);
    expect(client.props?.embedConfig).toMatchObject({
      type: 'report',
      id: 'f1e2d3c4',
      embedUrl: embed.embedUrl,
      accessToken: 'token-1',
    });
  });

  it('reports pages on load, applies the bookmark, and passes on timings, page changes and errors', async () => {
    const events = handlers();
    render(<PowerBiReportRenderer title="Vertrieb" embed={embed} bookmark="H4sI" renewEmbed={vi.fn()} {...events} />);
    await fire('loaded');
    expect(events.onLoaded).toHaveBeenCalledWith([
      { name: 'ReportSection1', displayName: 'Übersicht', visibility: 0, visuals: [] },
      { name: 'ReportSection9', displayName: 'Technik', visibility: 1, visuals: [] },
    ]);
    expect(client.report.bookmarksManager.applyState).toHaveBeenCalledWith('H4sI');
    await fire('rendered');
    expect(events.onRendered).toHaveBeenCalledWith({ loadMs: expect.any(Number), renderMs: expect.any(Number) });
    await fire('pageChanged', { newPage: { name: 'ReportSection1' } });
    expect(events.onPageChanged).toHaveBeenCalledWith('ReportSection1');
    await fire('error', { message: 'TokenExpired' });
    expect(events.onError).toHaveBeenCalledWith(new Error('TokenExpired'));
  });

  it('turns to the page chosen outside once the report has loaded', async () => {
    const events = handlers();
    const { rerender } = render(
      <PowerBiReportRenderer
        title="Vertrieb"
        embed={embed}
        activePage="ReportSection2"
        renewEmbed={vi.fn()}
        {...events}
      />,
    );
    expect(client.report.setPage).not.toHaveBeenCalled();
    await fire('loaded');
    expect(client.report.setPage).toHaveBeenLastCalledWith('ReportSection2');
    rerender(
      <PowerBiReportRenderer
        title="Vertrieb"
        embed={embed}
        activePage="ReportSection3"
        renewEmbed={vi.fn()}
        {...events}
      />,
    );
    expect(client.report.setPage).toHaveBeenLastCalledWith('ReportSection3');
  });

  it('renews the embed token ten minutes before it expires, without reloading the report', async () => {
    const renewed = { ...embed, accessToken: 'token-2', expiresAt: new Date(now + 2 * 60 * 60 * 1000).toISOString() };
    const renewEmbed = vi.fn().mockResolvedValue(renewed);
    render(<PowerBiReportRenderer title="Vertrieb" embed={embed} renewEmbed={renewEmbed} {...handlers()} />);
    const embedConfig = client.props?.embedConfig;
    await act(() => vi.advanceTimersByTimeAsync(60 * 60 * 1000 - TOKEN_REFRESH_LEAD_MS - 1));
    expect(renewEmbed).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(renewEmbed).toHaveBeenCalledTimes(1);
    expect(client.report.setAccessToken).toHaveBeenCalledWith('token-2');
    expect(client.props?.embedConfig).toBe(embedConfig);
    await act(() => vi.advanceTimersByTimeAsync(60 * 60 * 1000));
    expect(renewEmbed).toHaveBeenCalledTimes(2);
  });
});

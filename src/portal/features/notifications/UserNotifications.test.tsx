import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadarQueryProvider } from '@shared/query';
import { SnackbarProvider } from '@shared/ui/kit/Snackbar';
import { UserNotifications } from './UserNotifications';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let serverList: { id: number; title: string; message: string }[];
let closeStatus: number;

beforeEach(() => {
  serverList = [
    { id: 1, title: 'Erster Hinweis', message: '<p>Eins <img src=x onerror="window.hacked=1"></p>' },
    { id: 2, title: 'Zweiter Hinweis', message: '<p>Zwei</p>' },
    { id: 3, title: 'Dritter Hinweis', message: '<p>Drei</p>' },
  ];
  closeStatus = 204;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.includes('/notification/v1/user/close?notificationId=')) {
      const id = Number(new URL(url, 'http://x').searchParams.get('notificationId'));
      if (closeStatus === 204) serverList = serverList.filter((n) => n.id !== id);
      return Promise.resolve(
        closeStatus === 204 ? new Response(null, { status: 204 }) : json({ code: 'X' }, closeStatus),
      );
    }
    return Promise.resolve(json(serverList));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderNotifications = () =>
  render(
    <SnackbarProvider>
      <RadarQueryProvider>
        <UserNotifications />
      </RadarQueryProvider>
    </SnackbarProvider>,
  );

describe('UserNotifications', () => {
  it('shows at most two notifications, their HTML sanitised', async () => {
    const { container } = renderNotifications();
    expect(await screen.findByRole('region', { name: 'Erster Hinweis' })).toHaveTextContent('Eins');
    expect(within(screen.getByRole('region', { name: 'Hinweise' })).getAllByRole('region')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Dritter Hinweis' })).not.toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('closes at once, then refetches, so the next one moves up', async () => {
    renderNotifications();
    const first = await screen.findByRole('region', { name: 'Erster Hinweis' });
    await userEvent.click(within(first).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('region', { name: 'Erster Hinweis' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Dritter Hinweis' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/backend/notification/v1/user/close?notificationId=1',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('only logs a failed close, and the refetch brings the notification back', async () => {
    closeStatus = 500;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderNotifications();
    const first = await screen.findByRole('region', { name: 'Erster Hinweis' });
    await userEvent.click(within(first).getByRole('button', { name: 'Schließen' }));
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Benachrichtigung 1 konnte nicht geschlossen werden:', expect.anything()),
    );
    expect(await screen.findByRole('region', { name: 'Erster Hinweis' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

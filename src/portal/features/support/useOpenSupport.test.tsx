import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { ShellDialogsProvider } from '../../app/ShellDialogsProvider';
import { sessionState } from '@shared/auth/sessionState';
import { RadarQueryProvider } from '@shared/query';
import type { UserData } from '@shared/schemas';
import { SnackbarProvider } from '@shared/ui/kit/Snackbar';
import { useShellDialogs } from '../dialogs/shellDialogsContext';
import { useOpenSupport } from './supportDialogContext';

vi.setConfig({ testTimeout: 20_000 });
const userEvent = userEventLib.setup({ delay: null });
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sessionState.login({ name: 'Max Mustermann', emailAddress: 'max@example.org' } as UserData);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) =>
      Promise.resolve(
        String(input).includes('/contactinfo')
          ? json({ supportAvailable: true, description: null, jiraChildId: 4711, email: 'vertrieb@example.org' })
          : json(['Vertriebsübersicht']),
      ),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionState.reset();
});

function Openers() {
  const openSupport = useOpenSupport();
  const openDialog = useShellDialogs();
  return (
    <>
      <button onClick={() => openSupport({ report: { reportName: 'Vertriebsübersicht', moduleId: 2, reportId: 1 } })}>
        Bericht
      </button>
      <button onClick={() => openDialog('support')}>Kopfzeile</button>
    </>
  );
}

const renderShell = () =>
  render(
    <SnackbarProvider>
      <RadarQueryProvider>
        <ShellDialogsProvider>
          <Openers />
        </ShellDialogsProvider>
      </RadarQueryProvider>
    </SnackbarProvider>,
  );

describe('useOpenSupport', () => {
  it('opens the dialog for a report with that report chosen (report variant)', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Bericht' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support-Anfrage' });
    expect(screen.getByRole('radio', { name: 'Einen Bericht' })).toBeChecked();
    expect(await screen.findByRole('textbox', { name: 'Empfänger' })).toHaveValue('Support-Team');
    expect(dialog).toHaveTextContent('Vertriebsübersicht');
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('opens the plain dashboard variant from the header', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Kopfzeile' }));
    await screen.findByRole('dialog', { name: 'Support-Anfrage' });
    expect(screen.getByRole('combobox', { name: /Bericht/ })).toHaveTextContent('Bitte wählen Sie einen Bericht');
  });
});

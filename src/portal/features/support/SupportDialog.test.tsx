import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { sessionState } from '@shared/auth/sessionState';
import { RadarQueryProvider } from '@shared/query';
import { SnackbarProvider } from '@shared/ui/kit/Snackbar';
import { aUser } from '../../../../tests/builders/userData';
import type { SupportPrefill, SupportVariant } from './supportDialogContext';
import { SupportDialog } from './SupportDialog';
import { FORM_RESET_DELAY_MS } from './useSupportForm';

const user = aUser();

vi.setConfig({ testTimeout: 20_000 });
const userEvent = userEventLib.setup({ delay: null });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Contact = { supportAvailable: boolean; description: string | null; jiraChildId: number; email: string | null };
const contacts: Record<string, Contact> = {
  default: { supportAvailable: true, description: '<p>Allgemein</p>', jiraChildId: 0, email: 'radar@example.org' },
  Vertriebsübersicht: { supportAvailable: true, description: null, jiraChildId: 4711, email: 'vertrieb@example.org' },
  Zinsbuchsteuerung: {
    supportAvailable: false,
    description: '<p>Bitte an die Treasury wenden.</p>',
    jiraChildId: 0,
    email: null,
  },
  Risikotragfähigkeit: {
    supportAvailable: true,
    description: '<p>Nur über das Risikocontrolling.</p>',
    jiraChildId: 5,
    email: null,
  },
};

let sent: FormData[];
let sendAnswer: () => Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  sent = [];
  sendAnswer = () => Promise.resolve(json({ id: 7, status: 'sent' }, 201));
  sessionState.login(user);
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/modules/reports')) {
      return Promise.resolve(json(['Zinsbuchsteuerung', 'Vertriebsübersicht', 'Risikotragfähigkeit']));
    }
    if (url.pathname.endsWith('/contactinfo')) {
      return Promise.resolve(json(contacts[url.searchParams.get('reportName') ?? ''] ?? contacts.default));
    }
    if (url.pathname.endsWith('/support/sendEmail') && init?.body instanceof FormData) {
      sent.push(init.body);
      return sendAnswer();
    }
    return Promise.resolve(json({ code: 'NOT_FOUND' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionState.reset();
});

function renderDialog(variant: SupportVariant = 'dashboard', prefill?: SupportPrefill) {
  const onClose = vi.fn();
  render(
    <SnackbarProvider>
      <RadarQueryProvider>
        <SupportDialog open onClose={onClose} variant={variant} prefill={prefill} />
      </RadarQueryProvider>
    </SnackbarProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Support-Anfrage' }) };
}

/** A dialog the test opens and closes itself, as the shell does. */
function renderDialogThatCloses() {
  const dialogAt = (open: boolean) => (
    <SnackbarProvider>
      <RadarQueryProvider>
        <SupportDialog open={open} onClose={vi.fn()} variant="dashboard" />
      </RadarQueryProvider>
    </SnackbarProvider>
  );
  const { rerender } = render(dialogAt(true));
  return { rerender: (open: boolean) => rerender(dialogAt(open)) };
}

const chooseReport = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: /Bericht/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
};
const messageField = () => screen.getByRole('textbox', { name: /Ihre Frage/ });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Senden' }));

describe('SupportDialog: what shows when', () => {
  it('starts with a report question; without a report only the reason and the report are shown', async () => {
    renderDialog();
    expect(screen.getByRole('radio', { name: 'Einen Bericht' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: /Ihre Anfrage betrifft/ })).toBeInTheDocument();
    expect(screen.getByText('Ihre Anfrage betrifft').closest('label')).toHaveTextContent('*');
    expect(screen.queryByRole('textbox', { name: /Ihre Frage/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Bericht/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Risikotragfähigkeit',
      'Vertriebsübersicht',
      'Zinsbuchsteuerung',
    ]);
  });

  it('shows the support-team recipient, the rest of the form and read-only name and e-mail once a report is chosen', async () => {
    renderDialog();
    await chooseReport('Vertriebsübersicht');
    expect(await screen.findByRole('textbox', { name: 'Empfänger' })).toHaveValue('Support-Team');
    expect(messageField()).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(user.emailAddress);
    expect(screen.getByRole('radio', { name: 'E-Mail' })).toBeChecked();
    expect(fetchMock).toHaveBeenCalledWith(
      '/backend/contactinfo?reportName=Vertriebs%C3%BCbersicht',
      expect.anything(),
    );
  });

  it('asks the default entry for a general question and hides the report field', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Allgemeine Frage' }));
    expect(screen.queryByRole('combobox', { name: /Bericht/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Empfänger' })).toHaveValue('Support-Team');
    expect(fetchMock).toHaveBeenCalledWith(
      '/backend/contactinfo?reportName=default&autoRoleProfile=default',
      expect.anything(),
    );
  });

  it('shows the description instead of the recipient when the report has no support, and does not send', async () => {
    renderDialog();
    await chooseReport('Zinsbuchsteuerung');
    expect(await screen.findByText('Bitte an die Treasury wenden.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Empfänger' })).not.toBeInTheDocument();
    expect(messageField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
  });

  it('shows the description in place of the message field when the entry has no e-mail address', async () => {
    renderDialog();
    await chooseReport('Risikotragfähigkeit');
    expect(await screen.findByText('Nur über das Risikocontrolling.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Ihre Frage/ })).not.toBeInTheDocument();
  });

  it('dims the fields while the contact information reloads', async () => {
    let release: () => void = () => undefined;
    renderDialog();
    await chooseReport('Vertriebsübersicht');
    await screen.findByRole('textbox', { name: 'Empfänger' });
    fetchMock.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(json(contacts.Zinsbuchsteuerung)))),
    );
    await chooseReport('Zinsbuchsteuerung');
    const busy = await waitFor(() => {
      const region = document.querySelector('[aria-busy="true"]');
      expect(region).not.toBeNull();
      return region as HTMLElement;
    });
    expect(busy).toHaveStyle({ opacity: '0.5' });
    act(() => release());
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it('leaves name and e-mail out when opened for a report, and takes that report', async () => {
    renderDialog('report', { report: { reportName: 'Vertriebsübersicht', moduleId: 2, reportId: 1 } });
    expect(await screen.findByRole('textbox', { name: 'Empfänger' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Bericht/ })).toHaveTextContent('Vertriebsübersicht');
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });
});

describe('SupportDialog: validation', () => {
  it('validates on every change with the message under the field', async () => {
    renderDialog();
    await chooseReport('Vertriebsübersicht');
    await screen.findByRole('textbox', { name: 'Empfänger' });
    await userEvent.type(messageField(), 'kurz');
    expect(await screen.findByText('Muss mehr als 10 Ziffern umfassen')).toBeInTheDocument();
    await userEvent.clear(messageField());
    expect(await screen.findByText('Ihre Frage ist ein Pflichtfeld')).toBeInTheDocument();
    await userEvent.type(messageField(), 'lang genug jetzt');
    await waitFor(() => expect(screen.queryByText(/Ihre Frage ist|Muss mehr/)).not.toBeInTheDocument());
  });

  it('shows the first error as an alert on an invalid submit', async () => {
    renderDialog();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bericht ist ein Pflichtfeld');
    await chooseReport('Vertriebsübersicht');
    await screen.findByRole('textbox', { name: 'Empfänger' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Frage ist ein Pflichtfeld');
    expect(sent).toHaveLength(0);
  });

  it('drops the alert once the field it names is valid (no stale error)', async () => {
    renderDialog();
    await chooseReport('Vertriebsübersicht');
    await screen.findByRole('textbox', { name: 'Empfänger' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Frage ist ein Pflichtfeld');
    await userEvent.type(messageField(), 'Die Werte fehlen seit gestern.');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByText('Ihre Frage ist ein Pflichtfeld')).not.toBeInTheDocument();
  });

  it('starts the question with the text it is opened with, but keeps a draft of the user', async () => {
    renderDialog('report', { report: { reportName: 'Vertriebsübersicht' }, message: 'Frage aus dem Assistenten' });
    expect(await screen.findByRole('textbox', { name: /Ihre Frage/ })).toHaveValue('Frage aus dem Assistenten');
  });

  it('requires the phone number only when the user wants a call', async () => {
    renderDialog();
    await chooseReport('Vertriebsübersicht');
    const phone = await screen.findByRole('textbox', { name: 'Telefonnummer' });
    expect(phone).not.toBeRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'Telefon' }));
    expect(phone).toBeRequired();
    await userEvent.type(messageField(), 'Bitte rufen Sie mich an.');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Telefonnummer ist ein Pflichtfeld');
  });

  it(
    'drops the phone error when the user switches back to e-mail, and the alert with it',
    { timeout: 60_000 },
    async () => {
      renderDialog();
      await chooseReport('Vertriebsübersicht');
      await userEvent.click(await screen.findByRole('radio', { name: 'Telefon' }));
      await userEvent.type(messageField(), 'Rufen Sie an');
      await send();
      expect(await screen.findByRole('alert')).toHaveTextContent('Telefonnummer ist ein Pflichtfeld');
      await userEvent.click(screen.getByRole('radio', { name: 'E-Mail' }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(screen.queryByText('Telefonnummer ist ein Pflichtfeld')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).not.toHaveAttribute('aria-invalid', 'true');
    },
  );

  it('moves the focus to the first field in error on an invalid submit', { timeout: 60_000 }, async () => {
    renderDialog();
    await send();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Bericht/ })).toHaveFocus());
    await chooseReport('Vertriebsübersicht');
    await userEvent.click(await screen.findByRole('radio', { name: 'Telefon' }));
    await send();
    await waitFor(() => expect(messageField()).toHaveFocus());
    await userEvent.type(messageField(), 'Rufen Sie an');
    await send();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveFocus());
  });

  it('opens again without the errors of the last attempt, keeping the draft', { timeout: 60_000 }, async () => {
    const { rerender } = renderDialogThatCloses();
    await chooseReport('Vertriebsübersicht');
    await screen.findByRole('textbox', { name: 'Empfänger' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Frage ist ein Pflichtfeld');
    rerender(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(true);
    await screen.findByRole('dialog', { name: 'Support-Anfrage' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Ihre Frage ist ein Pflichtfeld')).not.toBeInTheDocument();
    expect(messageField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /Bericht/ })).toHaveTextContent('Vertriebsübersicht');
  });

  it('rejects a selection with a file over 2 MB with the exact message and keeps the valid files', async () => {
    renderDialog();
    await chooseReport('Vertriebsübersicht');
    const input = await screen.findByLabelText('Dateien anhängen');
    await userEvent.upload(input, [new File(['a'], 'klein.png', { type: 'image/png' })]);
    expect(screen.getByRole('list', { name: 'Anhänge' })).toHaveTextContent('klein.png');
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'gross.pdf');
    await userEvent.upload(input, [new File(['b'], 'auch-klein.png'), big]);
    expect(screen.getByText('Maximale Dateigröße 2Mb. Dateiname: gross.pdf. Dateigröße 3Mb')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Anhänge' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Anhang klein.png entfernen' }));
    expect(screen.queryByRole('list', { name: 'Anhänge' })).not.toBeInTheDocument();
  });
});

describe('SupportDialog: sending', () => {
  const fillAndSend = async () => {
    await chooseReport('Vertriebsübersicht');
    await screen.findByRole('textbox', { name: 'Empfänger' });
    await userEvent.type(messageField(), 'Die Werte fehlen seit gestern.');
    await userEvent.upload(screen.getByLabelText('Dateien anhängen'), [new File(['x'], 'bild.png')]);
    await send();
  };

  it('sends the fields of docs/requirements/calls.md, reports success, closes and resets the form 100 ms later', async () => {
    const { onClose } = renderDialog('report', {
      report: { reportName: 'Vertriebsübersicht', moduleId: 2, reportId: 1 },
    });
    await screen.findByRole('textbox', { name: 'Empfänger' });
    await userEvent.type(messageField(), 'Die Werte fehlen seit gestern.');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.submit(messageField().closest('form') as HTMLFormElement);
    // Only zero-delay timers run (query notifications), so the reset delay has not begun to pass.
    for (let turn = 0; turn < 100 && onClose.mock.calls.length === 0; turn += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(onClose).toHaveBeenCalledTimes(1);
    const body = sent[0];
    expect(Object.fromEntries([...(body?.entries() ?? [])].filter(([, v]) => typeof v === 'string'))).toEqual({
      supportReason: 'REPORT',
      reportName: 'Vertriebsübersicht',
      supportEmail: 'vertrieb@example.org',
      requestMessage: 'Die Werte fehlen seit gestern.',
      contactType: 'EMAIL',
      phoneNumber: '',
      jiraChildId: '4711',
      moduleId: '2',
      reportId: '1',
    });
    expect(body?.getAll('attachments')).toHaveLength(1);
    expect(screen.getByText('Ihre Support-Anfrage wurde an das Support-Team geschickt.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FORM_RESET_DELAY_MS - 1));
    expect(messageField()).toHaveValue('Die Werte fehlen seit gestern.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('textbox', { name: /Ihre Frage/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Bericht/ })).toHaveTextContent('Bitte wählen Sie einen Bericht');
  });

  it('disables closing and sending while the request is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    sendAnswer = () => new Promise((resolve) => (answer = resolve));
    const { onClose } = renderDialog();
    await fillAndSend();
    expect(screen.getByRole('button', { name: 'Wird gesendet …' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(sent[0]?.getAll('attachments').map((f) => (f as File).name)).toEqual(['bild.png']);
    act(() => answer(json({ id: 1, status: 'sent' }, 201)));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('says why sending failed, with the detail when opened for a report', async () => {
    sendAnswer = () => Promise.resolve(json({ code: 'VALIDATION_FAILED', message: 'Die Anfrage ist ungültig.' }, 400));
    renderDialog('report', { report: { reportName: 'Vertriebsübersicht' } });
    await screen.findByRole('textbox', { name: 'Empfänger' });
    await userEvent.type(messageField(), 'Die Werte fehlen seit gestern.');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Anfrage wurde nicht gesendet. Bitte versuchen Sie es später erneut. Die Anfrage ist ungültig.',
    );
  });

  it('says an error occurred in the dashboard variant, and keeps the dialog open', async () => {
    sendAnswer = () => Promise.resolve(json({}, 500));
    const { onClose } = renderDialog();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Die Anfrage wurde nicht gesendet\. Ein Fehler ist aufgetreten\.$/,
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(messageField()).toHaveValue('Die Werte fehlen seit gestern.');
  });

  it('forgets the ids of a pre-filled report when the user picks another one', async () => {
    renderDialog('report', { report: { reportName: 'Vertriebsübersicht', moduleId: 2, reportId: 1 } });
    await screen.findByRole('textbox', { name: 'Empfänger' });
    await chooseReport('Risikotragfähigkeit');
    await chooseReport('Vertriebsübersicht');
    await screen.findByRole('textbox', { name: 'Empfänger' });
    await userEvent.type(messageField(), 'Eine Frage zu einem anderen Bericht.');
    await send();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.has('moduleId')).toBe(false);
    expect(sent[0]?.has('reportId')).toBe(false);
  });

  it('sends an empty placeholder file when no file is chosen', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Allgemeine Frage' }));
    await screen.findByRole('textbox', { name: 'Empfänger' });
    await userEvent.type(messageField(), 'Eine allgemeine Frage.');
    await send();
    await waitFor(() => expect(sent).toHaveLength(1));
    const [placeholder] = sent[0]?.getAll('attachments') ?? [];
    expect((placeholder as File).size).toBe(0);
    expect(sent[0]?.get('reportName')).toBe('');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { RadarQueryProvider } from '@shared/query';
import { MemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from '@shared/ui/kit/Snackbar';
import { useState } from 'react';
import { SupportDialogContext } from '../support/supportDialogContext';
import { AssistantPanel } from './AssistantPanel';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const answer = {
  content: 'Im Handbuch steht dazu unter „Konten wechseln“: …',
  threadId: 'thr-1',
  references: [{ text: 'Konten wechseln', pageId: '1008' }],
  error: null,
};
const openSupport = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  openSupport.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The panel behind the button that opens it, as the report page has it. */
function PanelWithLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>KI-Assistent</button>
      {open && <AssistantPanel onClose={() => setOpen(false)} />}
    </>
  );
}

const renderPanel = () => {
  const view = render(
    <SnackbarProvider>
      <RadarQueryProvider>
        <MemoryRouter>
          <SupportDialogContext value={openSupport}>
            <PanelWithLauncher />
          </SupportDialogContext>
        </MemoryRouter>
      </RadarQueryProvider>
    </SnackbarProvider>,
  );
  const launcher = screen.getByRole('button', { name: 'KI-Assistent' });
  launcher.focus();
  fireEvent.click(launcher);
  return view;
};
const input = () => screen.getByRole('textbox', { name: 'Ihre Frage' });
const flush = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
};

it('enables sending only once the input has rested for 500 ms', async () => {
  renderPanel();
  fireEvent.change(input(), { target: { value: 'Wie wechsle ich das Konto?' } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(499);
  });
  expect(screen.getByRole('button', { name: 'Frage senden' })).toBeDisabled();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
  expect(screen.getByRole('button', { name: 'Frage senden' })).toBeEnabled();
});

it('sends on Enter, disables the input while loading, shows the answer and thanks for feedback', async () => {
  let resolve: (response: Response) => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
  renderPanel();
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(fetchMock).not.toHaveBeenCalled(); // empty question
  fireEvent.change(input(), { target: { value: 'Wie wechsle ich das Konto?' } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  await flush();
  expect(input()).toHaveAttribute('readonly');
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ message: 'Wie wechsle ich das Konto?' });
  resolve(json(answer));
  await flush();
  expect(screen.getByRole('link', { name: 'Konten wechseln' })).toHaveAttribute('href', '/docs/1008');
  fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
  fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
  await flush();
  expect(screen.getByRole('dialog', { name: 'KI-Assistent' })).toHaveTextContent('Vielen Dank für Ihr Feedback!');
  expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/ai/chat/feedback');
  fireEvent.click(screen.getByRole('button', { name: 'Neue Frage' }));
  expect(input()).toHaveValue('');
});

it('shows the German error when the call fails or the answer carries an error', async () => {
  fetchMock.mockResolvedValueOnce(json({ code: 'X' }, 500));
  renderPanel();
  fireEvent.change(input(), { target: { value: 'Frage' } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  await flush();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Bei der KI-Suche ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
  );
  fetchMock.mockResolvedValueOnce(json({ ...answer, error: 'kaputt' }));
  fireEvent.keyDown(input(), { key: 'Enter' });
  await flush();
  expect(screen.getByRole('alert')).toBeInTheDocument();
});

it("opens the support dialog with 'Support kontaktieren'", () => {
  renderPanel();
  fireEvent.click(screen.getByRole('button', { name: 'Support kontaktieren' }));
  expect(openSupport).toHaveBeenCalledWith({ message: undefined });
});

it('is a modal dialog that Escape closes, giving the focus back to the button that opened it', async () => {
  renderPanel();
  await flush();
  expect(screen.getByRole('dialog', { name: 'KI-Assistent' })).toHaveAttribute('aria-modal', 'true');
  expect(input()).toHaveFocus();
  fireEvent.keyDown(input(), { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'KI-Assistent' })).toHaveFocus();
});

it('keeps the focus on the question field while asking, reads the answer out and, after feedback, the thanks', async () => {
  fetchMock.mockResolvedValueOnce(json(answer));
  renderPanel();
  await flush();
  fireEvent.change(input(), { target: { value: 'Wie wechsle ich das Konto?' } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(input()).toHaveFocus();
  await flush();
  expect(screen.getByTestId('assistant-answer')).toBeInTheDocument();
  expect(input()).toHaveFocus();
  expect(input()).toHaveValue('');
  const liveRegion = screen.getByRole('status');
  expect(liveRegion).toHaveTextContent(answer.content);
  fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
  screen.getByRole('button', { name: 'Nein' }).focus();
  fireEvent.click(screen.getByRole('button', { name: 'Nein' }));
  await flush();
  expect(liveRegion).toHaveTextContent('Vielen Dank für Ihr Feedback!');
  expect(input()).toHaveFocus();
});

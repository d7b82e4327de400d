import { act, fireEvent, render, screen } from '@testing-library/react';
import type { NotificationSeverity } from '../Notification/types';
import { SnackbarProvider } from './SnackbarProvider';
import { useSnackbar } from './useSnackbar';

const Trigger = ({ message, severity }: { message: string; severity?: NotificationSeverity }) => {
  const { showMessage } = useSnackbar();
  return <button onClick={() => showMessage(message, severity)}>{message} zeigen</button>;
};

const renderWithTriggers = () =>
  render(
    <SnackbarProvider>
      <Trigger message="Gespeichert" />
      <Trigger message="Speichern fehlgeschlagen" severity="error" />
      <Trigger message="Bitte prüfen" severity="warning" />
    </SnackbarProvider>,
  );

const show = (message: string) => fireEvent.click(screen.getByRole('button', { name: `${message} zeigen` }));
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
/** Lets the closing transition finish so the snackbar leaves the DOM. */
const finishTransitions = () => advance(1000);

describe('SnackbarProvider / useSnackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success message bottom centre for 5000 ms', () => {
    renderWithTriggers();
    show('Gespeichert');
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Gespeichert');
    expect(message).toHaveClass('MuiAlert-colorSuccess');
    expect(message.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');

    advance(4999);
    expect(screen.getByRole('status')).toBeVisible();
    advance(1);
    expect(screen.getByRole('status')).not.toBeVisible();
    finishTransitions();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps errors for 10000 ms', () => {
    renderWithTriggers();
    show('Speichern fehlgeschlagen');
    expect(screen.getByRole('alert')).toHaveTextContent('Speichern fehlgeschlagen');

    advance(5000);
    expect(screen.getByRole('alert')).toBeVisible();
    advance(4999);
    expect(screen.getByRole('alert')).toBeVisible();
    advance(1);
    expect(screen.getByRole('alert')).not.toBeVisible();
    finishTransitions();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows one message at a time and queues the next', () => {
    renderWithTriggers();
    show('Gespeichert');
    show('Bitte prüfen');
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    advance(5000);
    finishTransitions();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Bitte prüfen');
    expect(warning).toHaveClass('MuiAlert-colorWarning');

    // The queued message gets its own full 5000 ms.
    advance(4999);
    expect(screen.getByRole('alert')).toBeVisible();
    advance(1);
    expect(screen.getByRole('alert')).not.toBeVisible();
  });

  it('closes with „Schließen“', () => {
    renderWithTriggers();
    show('Gespeichert');
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.getByRole('status')).not.toBeVisible();
    finishTransitions();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="Ohne Provider" />)).toThrow('SnackbarProvider');
  });
});

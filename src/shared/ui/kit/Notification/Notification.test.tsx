import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from './Notification';
import type { NotificationSeverity } from './types';

const modalTitles: [NotificationSeverity, string][] = [
  ['success', 'Bestätigung'],
  ['info', 'Informationsnachricht'],
  ['warning', 'Warnmeldung'],
  ['error', 'Fehlermeldung'],
];

describe('Notification as modal', () => {
  it.each(modalTitles)('titles a %s modal „%s“ when no title is given', (severity, title) => {
    render(<Notification modal severity={severity} message="Gespeichert." />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent('Gespeichert.');
    expect(dialog).toHaveAccessibleDescription('Gespeichert.');
  });

  it('defaults to severity success', () => {
    render(<Notification modal />);
    expect(screen.getByRole('dialog', { name: 'Bestätigung' })).toBeInTheDocument();
  });

  it('becomes a modal when a title is given and uses that title', () => {
    render(<Notification title="Export fertig" severity="info" message="Die Datei liegt bereit." />);
    expect(screen.getByRole('dialog', { name: 'Export fertig' })).toHaveTextContent('Die Datei liegt bereit.');
  });

  it('shows the default message', () => {
    render(<Notification modal severity="error" />);
    expect(screen.getByRole('dialog', { name: 'Fehlermeldung' })).toHaveTextContent('Ein Fehler ist aufgetreten.');
  });

  it('is at most 600 px wide', () => {
    render(<Notification modal />);
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '600px' });
  });

  it('closes with „Schließen“ and reports it', async () => {
    const onClose = vi.fn();
    render(<Notification modal onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('leaves visibility to the parent when controlled', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Notification modal open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<Notification modal open={false} onClose={onClose} />);
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('renders the link', () => {
    render(<Notification modal link={{ href: '/handbuch', name: 'Zum Handbuch' }} />);
    expect(screen.getByRole('link', { name: 'Zum Handbuch' })).toHaveAttribute('href', '/handbuch');
  });
});

describe('Notification inline', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('shows severity %s as an alert with role %s', (severity, role) => {
    render(<Notification severity={severity} message="Hinweis" />);
    const alert = screen.getByRole(role);
    expect(alert).toHaveTextContent('Hinweis');
    expect(alert).toHaveClass(`MuiAlert-color${severity[0]?.toUpperCase()}${severity.slice(1)}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('defaults to success and the default message', () => {
    render(<Notification />);
    expect(screen.getByRole('status')).toHaveTextContent('Ein Fehler ist aufgetreten.');
  });

  it('keeps line breaks of the message', () => {
    render(<Notification message={'Zeile eins\nZeile zwei'} />);
    const text = screen.getByText(/Zeile eins/);
    expect(text.textContent).toBe('Zeile eins\nZeile zwei');
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('shows the message as plain text, never as HTML', () => {
    const { container } = render(<Notification message="<b>fett</b>" />);
    expect(screen.getByText('<b>fett</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('renders the link', () => {
    render(<Notification link={{ href: 'https://example.org/hilfe', name: 'Hilfe' }} />);
    expect(screen.getByRole('link', { name: 'Hilfe' })).toHaveAttribute('href', 'https://example.org/hilfe');
  });

  it('closes with „Schließen“ when closable', async () => {
    const onClose = vi.fn();
    render(<Notification severity="info" message="Info" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(<Notification open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportProgress } from './ExportProgress';

it('says the export is being prepared until the server tells how far it has come, without a cancel yet', () => {
  render(<ExportProgress />);
  expect(screen.getByRole('status')).toHaveTextContent('Der Export wird vorbereitet …');
  expect(screen.queryByRole('button')).toBeNull();
});

it('counts the records written in German and cancels on request', async () => {
  const onCancel = vi.fn();
  render(<ExportProgress progress={{ phase: 'running', written: 12_000, total: 100_031 }} onCancel={onCancel} />);
  expect(screen.getByRole('status')).toHaveTextContent('Export läuft: 12.000 von 100.031 Datensätzen …');
  await userEvent.click(screen.getByRole('button', { name: 'Export abbrechen' }));
  expect(onCancel).toHaveBeenCalledOnce();
});

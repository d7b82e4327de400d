import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RetryActionButton } from './RetryActionButton';

const notify = vi.fn();
const refresh = vi.fn();
vi.mock('react-admin', () => ({ useNotify: () => notify, useRefresh: () => refresh }));

const apiPostJson = vi.fn();
vi.mock('@shared/api', () => ({
  apiPostJson: (path: string) => apiPostJson(path) as Promise<unknown>,
  alertMessage: (text: string, error: unknown) => `${text}: ${String(error)}`,
}));

function renderButton() {
  render(
    <RetryActionButton<{ status: string }>
      path="/api/admin/v1/ga/queue/7/retry"
      label="Erneut versuchen"
      failedText="Nicht möglich"
      outcome={(answer) =>
        answer.status === 'ok'
          ? { message: 'Erledigt', type: 'success' }
          : { message: 'Weiter fehlerhaft', type: 'warning' }
      }
    />,
  );
  return screen.getByRole('button', { name: 'Erneut versuchen' });
}

beforeEach(() => {
  notify.mockReset();
  refresh.mockReset();
  apiPostJson.mockReset();
});

describe('RetryActionButton', () => {
  it('is busy during the call, then tells the outcome and refreshes the page', async () => {
    let answer!: (value: { status: string }) => void;
    apiPostJson.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const button = renderButton();
    fireEvent.click(button);
    expect(apiPostJson).toHaveBeenCalledWith('/api/admin/v1/ga/queue/7/retry');
    expect(button).toBeDisabled();
    answer({ status: 'failed' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(notify).toHaveBeenCalledWith('Weiter fehlerhaft', { type: 'warning' });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('says why a refused call failed and still refreshes', async () => {
    apiPostJson.mockRejectedValue('409');
    fireEvent.click(renderButton());
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Nicht möglich: 409', { type: 'error' }));
    expect(refresh).toHaveBeenCalledOnce();
  });
});

import { render, screen } from '@testing-library/react';
import { lazyView } from './lazyView';

describe('lazyView', () => {
  it('shows a named spinner in a polite live region until the view has loaded, then the view', async () => {
    let loaded: (module: { ZbvAccountList: () => string }) => void = () => undefined;
    const View = lazyView(
      () => new Promise<{ ZbvAccountList: () => string }>((resolve) => (loaded = resolve)),
      'ZbvAccountList',
    );
    render(<View />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('progressbar', { name: 'Wird geladen …' })).toBeInTheDocument();

    loaded({ ZbvAccountList: () => 'ZBV-Konten' });
    expect(await screen.findByText('ZBV-Konten')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

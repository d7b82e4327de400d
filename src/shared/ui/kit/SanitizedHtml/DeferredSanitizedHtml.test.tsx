import { render, screen } from '@testing-library/react';
import { DeferredSanitizedHtml } from './DeferredSanitizedHtml';

describe('DeferredSanitizedHtml', () => {
  it('shows the HTML once the sanitiser has loaded, without what runs', async () => {
    const { container } = render(<DeferredSanitizedHtml html={'<p>Hallo <img src=x onerror="alert(1)"></p>'} />);
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});

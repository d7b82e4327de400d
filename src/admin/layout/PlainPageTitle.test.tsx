import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { PageTitleConfigurable } from './PlainPageTitle';

const renderTitle = (props: Parameters<typeof PageTitleConfigurable>[0]) =>
  render(
    <I18nContextProvider value={i18nProvider}>
      <PageTitleConfigurable {...props} />
    </I18nContextProvider>,
  );

describe('the plain page title that stands in for react-admin’s editable one', () => {
  it('translates a message key and shows other text as it is', () => {
    renderTitle({ title: 'ra.page.not_found', preferenceKey: 'admin/ZbvOrgs.title' });
    expect(screen.getByText('Nicht gefunden')).toBeInTheDocument();
    renderTitle({ title: 'ZBV-Organisationen' });
    expect(screen.getByText('ZBV-Organisationen')).toBeInTheDocument();
  });

  it('falls back to the default title and renders an element title as given', () => {
    renderTitle({ defaultTitle: 'Übersicht' });
    expect(screen.getByText('Übersicht')).toBeInTheDocument();
    renderTitle({ title: <strong>Konto #4</strong>, defaultTitle: 'Übersicht' });
    expect(screen.getByText('Konto #4').tagName).toBe('STRONG');
  });

  it('puts no preference key on the page', () => {
    const { container } = renderTitle({ title: 'Exporte', preferenceKey: 'exports.title', className: 'title' });
    expect(container.innerHTML).toBe('<span class="title"><span>Exporte</span></span>');
  });
});

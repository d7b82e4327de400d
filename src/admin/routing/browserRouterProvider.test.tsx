import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { reactRouterProvider } from './browserRouterProvider';

const { RouterWrapper } = reactRouterProvider;

function Where() {
  return <span>{useLocation().pathname}</span>;
}

describe('the router adapter without a data router', () => {
  it('renders its children in the router it finds', () => {
    render(
      <MemoryRouter initialEntries={['/admin/ZbvAccounts']}>
        <RouterWrapper>
          <Where />
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('/admin/ZbvAccounts')).toBeInTheDocument();
  });

  it('routes by the address’s hash when there is no router', () => {
    window.location.hash = '#/admin/ZbvOrgs';
    render(
      <RouterWrapper>
        <Where />
      </RouterWrapper>,
    );
    expect(screen.getByText('/admin/ZbvOrgs')).toBeInTheDocument();
  });

  it('never blocks a navigation', () => {
    expect(reactRouterProvider.useCanBlock()).toBe(false);
  });
});

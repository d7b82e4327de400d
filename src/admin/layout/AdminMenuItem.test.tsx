import HomeIcon from '@mui/icons-material/Home';
import MenuList from '@mui/material/MenuList';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminMenuItem } from './AdminMenuItem';

const renderMenuAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MenuList>
        <AdminMenuItem to="/admin" text="Übersicht" icon={<HomeIcon />} iconOnly={false} />
        <AdminMenuItem to="/admin/ZbvAccounts" text="ZBV-Konten" icon={<HomeIcon />} iconOnly={false} />
      </MenuList>
    </MemoryRouter>,
  );

describe('an entry of the back office’s menu', () => {
  it('is the current page on its screen and the screens under it, the home entry only on itself', () => {
    renderMenuAt('/admin/ZbvAccounts/7');
    expect(screen.getByRole('menuitem', { name: 'ZBV-Konten' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Übersicht' })).not.toHaveAttribute('aria-current');
  });

  it('links to its screen', () => {
    renderMenuAt('/admin');
    expect(screen.getByRole('menuitem', { name: 'ZBV-Konten' })).toHaveAttribute('href', '/admin/ZbvAccounts');
    expect(screen.getByRole('menuitem', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
  });
});

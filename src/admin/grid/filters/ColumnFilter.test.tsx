import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListFilterContext, type ListFilterContextValue } from 'react-admin';
import { enumColumn, textColumn, type GridColumn } from '../gridColumn';
import { plainControl } from '../plainControls';
import { ColumnFilter } from './ColumnFilter';

function renderFilter(column: GridColumn, filterValues: Record<string, unknown> = {}) {
  const setFilters = vi.fn();
  const context: ListFilterContextValue = {
    filterValues,
    displayedFilters: {},
    setFilters,
    showFilter: vi.fn(),
    hideFilter: vi.fn(),
    resource: 'admin/ZbvAccounts',
  };
  render(
    <ListFilterContext.Provider value={context}>
      <ColumnFilter column={column} />
    </ListFilterContext.Provider>,
  );
  return setFilters;
}

const username = textColumn('username', 'Benutzername');
const status = enumColumn('status', 'Status', [
  { value: 'queued', label: 'Wartend' },
  { value: 'failed', label: 'Fehlgeschlagen' },
]);

describe('a column filter', () => {
  it('is a plain input until focused, then the text field, which has the focus and filters what is typed', async () => {
    const setFilters = renderFilter(username);
    const plain = screen.getByRole('textbox', { name: 'Filter Benutzername' });
    expect(plain).toHaveClass(plainControl.filterField);

    await userEvent.click(plain);
    const field = screen.getByRole('textbox', { name: 'Filter Benutzername' });
    expect(field).not.toHaveClass(plainControl.filterField);
    expect(field).toHaveFocus();
    await userEvent.keyboard('anna');
    await waitFor(() => expect(setFilters).toHaveBeenCalledWith({ username_like: 'anna' }, {}, false));
  });

  it('shows its field at once while it has a value', () => {
    renderFilter(username, { username_like: 'max' });
    const field = screen.getByRole('textbox', { name: 'Filter Benutzername' });
    expect(field).not.toHaveClass(plainControl.filterField);
    expect(field).toHaveValue('max');
  });

  it('opens its drop-down when clicked', async () => {
    const setFilters = renderFilter(status);
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter Status' }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Wartend' }));
    expect(setFilters).toHaveBeenCalledWith({ status: 'queued' }, {}, false);
  });
});

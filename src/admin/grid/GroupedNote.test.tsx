import { render, screen } from '@testing-library/react';
import { adminTexts } from '@shared/texts';
import { GroupedNote } from './GroupedNote';

describe('GroupedNote', () => {
  it('says the set is still loading before the first page told the total, never that all of it is there', () => {
    render(<GroupedNote loading />);
    expect(screen.getByRole('alert')).toHaveTextContent('Alle gefilterten Datensätze werden geladen …');
    expect(screen.queryByText(adminTexts.grid.groupedNote)).toBeNull();
  });

  it('counts the records loaded so far', () => {
    render(<GroupedNote loading progress={{ loaded: 13_000, total: 20_031 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Alle gefilterten Datensätze werden geladen (13.000 von 20.031) …',
    );
  });

  it('says the groups count the whole set once it is loaded', () => {
    render(<GroupedNote loading={false} progress={{ loaded: 20_031, total: 20_031 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gruppiert: alle gefilterten Datensätze sind geladen.');
  });
});

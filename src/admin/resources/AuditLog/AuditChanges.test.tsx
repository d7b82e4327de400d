import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditChanges } from './AuditChanges';
import { auditDiff } from './auditDiff';

const sentence = 'Die Verbandsversammlung tagt am 3. Dezember in Musterstadt, mit Berichten aus allen Instituten. ';

describe('AuditChanges', () => {
  it('shows the changed fields before and after, and names the unchanged ones', () => {
    const rows = auditDiff(
      'modules',
      { id: 6, name: 'Verbandsnews', properties: { htmlText: '<p>Alt</p>' } },
      { id: 6, name: 'Verbandsnews', properties: { htmlText: '<p>Neu</p>' } },
    );
    render(<AuditChanges rows={rows} />);
    const table = screen.getByRole('table', { name: 'Änderung' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FeldVorherNachher', 'Eigenschaften: HTML-InhaltAltNeu']);
    expect(screen.getByText('Unverändert: ID, Name')).toBeInTheDocument();
  });

  it('shortens a long value and shows it whole on request', async () => {
    const rows = auditDiff('groups', { description: 'kurz' }, { description: sentence.repeat(3).trim() });
    render(<AuditChanges rows={rows} />);
    const after = screen.getAllByRole('cell')[1]!;
    expect(after.textContent).toMatch(/^Die Verbandsversammlung .* … ganz anzeigen$/);
    expect(after.textContent!.length).toBeLessThan(200);
    await userEvent.click(screen.getByRole('button', { name: 'Beschreibung, Nachher: ganz anzeigen' }));
    expect(after).toHaveTextContent(sentence.repeat(3).trim());
    expect(screen.getByRole('button', { name: 'Beschreibung, Nachher: kürzer anzeigen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says so when an edit changed nothing', () => {
    render(<AuditChanges rows={auditDiff('groups', { id: 1, name: 'A' }, { id: 1, name: 'A' })} />);
    expect(screen.getByText('Kein Feld wurde geändert.')).toBeInTheDocument();
  });
});

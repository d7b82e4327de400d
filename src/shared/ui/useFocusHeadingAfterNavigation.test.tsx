import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useFocusHeadingAfterNavigation } from './useFocusHeadingAfterNavigation';

/** A page whose heading comes with its data, a moment after the page itself. */
function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Bericht</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Daten kommen
    </button>
  );
}

function Shell() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useFocusHeadingAfterNavigation(main, pathname);
  return (
    <>
      <Link to="/">Zurück</Link>
      <input aria-label="Suche" />
      <main ref={main}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <h1>Startseite</h1>
                <Link to="/report">Zum Bericht</Link>
              </>
            }
          />
          <Route path="/report" element={<LoadingPage />} />
        </Routes>
      </main>
    </>
  );
}

const renderShell = () =>
  render(
    <MemoryRouter>
      <Shell />
    </MemoryRouter>,
  );
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

it('leaves the focus alone on the first page of a visit', () => {
  renderShell();
  expect(document.body).toHaveFocus();
  expect(heading('Startseite')).not.toHaveAttribute('tabindex');
});

it("moves the focus to the new page's h1 once it is drawn, and back on the old page's h1", async () => {
  renderShell();
  const link = screen.getByRole('link', { name: 'Zum Bericht' });
  link.focus();
  fireEvent.click(link);
  fireEvent.click(screen.getByRole('button', { name: 'Daten kommen' }));
  await waitFor(() => expect(heading('Bericht')).toHaveFocus());
  expect(heading('Bericht')).toHaveAttribute('tabindex', '-1');
  const back = screen.getByRole('link', { name: 'Zurück' });
  back.focus();
  fireEvent.click(back);
  await waitFor(() => expect(heading('Startseite')).toHaveFocus());
});

it('does not take the focus from where the user has put it meanwhile', async () => {
  renderShell();
  fireEvent.click(screen.getByRole('link', { name: 'Zum Bericht' }));
  screen.getByRole('textbox', { name: 'Suche' }).focus();
  fireEvent.click(screen.getByRole('button', { name: 'Daten kommen' }));
  // Once the focus logic has loaded and looked, the field keeps the focus.
  await act(async () => {
    await import('./focusHeadingWhenDrawn');
  });
  await act(async () => undefined);
  expect(screen.getByRole('textbox', { name: 'Suche' })).toHaveFocus();
});

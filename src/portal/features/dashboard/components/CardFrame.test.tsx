import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { CardFrame } from './CardFrame';
import { DashboardActionsContext, type DashboardActions } from './dashboardActions';

const texts = portalTexts.dashboard;
const name = 'Hinweise zur Datenqualität im Kernbankensystem';
const module: ModuleDto = {
  id: 12,
  name,
  pbiModule: false,
  active: true,
  moduleType: 'HTML',
  properties: {},
  width: 1,
  height: 1,
  categories: ['Controlling'],
  media: [],
  reports: [],
  favorite: false,
};
const actions: DashboardActions = {
  toggleModuleFavorite: vi.fn(),
  toggleReportFavorite: vi.fn(),
  closeModule: vi.fn(),
};

/** jsdom lays nothing out: every element reports these sizes (content larger than the box when `cut`). */
function layOut(cut: boolean) {
  const size = (inner: number, outer: number) => (cut ? inner : outer);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(size(400, 200));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(size(700, 300));
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
}
afterEach(() => vi.restoreAllMocks());

const renderCard = () =>
  render(
    <DashboardActionsContext.Provider value={actions}>
      <CardFrame module={module} textBody>
        <p>Erster Absatz.</p>
        <p>Letzter Absatz.</p>
      </CardFrame>
    </DashboardActionsContext.Provider>,
  );

it('offers the whole text of a card that is cut off in a dialog under the full title, by keyboard', async () => {
  layOut(true);
  const user = userEvent.setup();
  renderCard();
  const more = screen.getByRole('button', { name: texts.showMoreOf(name) });
  expect(more).toHaveTextContent(texts.showMore);
  while (document.activeElement !== more) await user.tab();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name });
  expect(within(dialog).getByText('Letzter Absatz.')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(more).toHaveFocus();
});

it('shows a cut-off title in full in a tooltip, and lets the keyboard reach it', async () => {
  layOut(true);
  const user = userEvent.setup();
  renderCard();
  const title = screen.getByRole('heading', { level: 2, name });
  await user.tab();
  expect(title).toHaveFocus();
  // jsdom knows no :focus-visible, on which the tooltip opens for the keyboard: the e2e test covers that.
  await user.hover(title);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
});

it('adds nothing to a card whose title and text fit', () => {
  layOut(false);
  renderCard();
  expect(screen.queryByRole('button', { name: texts.showMoreOf(name) })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name })).not.toHaveAttribute('tabindex');
});

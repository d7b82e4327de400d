import { describe, expect, it } from 'vitest';
import { passagesOf } from './manualText';

describe('passagesOf', () => {
  it('numbers the sections at each heading', () => {
    const html =
      '<p>Einleitung.</p><h2>Einmaliger Export</h2><ol><li>Öffnen.</li><li>Exportieren.</li></ol><h2>Geplant</h2><p>Regelmäßig.</p>';
    expect(passagesOf(html).map(({ heading, section, text }) => ({ heading, section, text }))).toEqual([
      { heading: '', section: 0, text: 'Einleitung.' },
      { heading: 'Einmaliger Export', section: 1, text: 'Öffnen.' },
      { heading: 'Einmaliger Export', section: 1, text: 'Exportieren.' },
      { heading: 'Geplant', section: 2, text: 'Regelmäßig.' },
    ]);
  });

  it('keeps a term and its definition together, and leaves out blocks that are only a link', () => {
    const html =
      '<p>Unterseiten:</p><ul><li><a href="/docs/1009">Berichtsabonnements</a></li><li><a href="/docs/1010">Exporte</a>: als PDF</li></ul>' +
      '<dl><dt>Visual</dt><dd>Einzelnes Diagramm.</dd></dl>';
    expect(passagesOf(html).map((p) => p.text)).toEqual([
      'Unterseiten:',
      'Exporte: als PDF',
      'Visual: Einzelnes Diagramm.',
    ]);
  });

  it('tells the text of its links from its own, which says what the passage is about', () => {
    const [passage] = passagesOf('<p>Kündigen Sie Wartungen an (siehe <a href="/docs/1016">Wartungsarbeiten</a>).</p>');
    expect(passage?.ownText).toBe('Kündigen Sie Wartungen an (siehe ).');
    expect(passage?.linkText).toBe('Wartungsarbeiten');
  });
});

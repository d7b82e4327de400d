import { checkMediaFile, storedMediaName } from './mediaUpload';

describe('media upload checks', () => {
  it('accepts images up to 2 MB', () => {
    expect(checkMediaFile({ name: 'a.png', size: 2 * 1024 * 1024, type: 'image/png' })).toBeUndefined();
    expect(checkMediaFile({ name: 'a.svg', size: 10, type: 'image/svg+xml' })).toBeUndefined();
  });

  it('refuses larger files and other types with the German reason', () => {
    expect(checkMediaFile({ name: 'gross.jpg', size: 3.5 * 1024 * 1024, type: 'image/jpeg' })).toBe(
      'Die Datei gross.jpg ist 3,5 MB groß; erlaubt sind 2 MB.',
    );
    expect(checkMediaFile({ name: 'x.pdf', size: 10, type: 'application/pdf' })).toBe(
      'Die Datei x.pdf ist kein erlaubtes Bild (PNG, JPEG, GIF, WebP oder SVG ohne Skripte).',
    );
  });

  it('stores under a safe, unique name', () => {
    expect(storedMediaName('Übersicht Grafik (1).PNG', 1700000000000)).toBe('1700000000000-ubersicht-grafik-1.png');
    expect(storedMediaName('!!!.svg', 1)).toBe('1-bild.svg');
  });
});

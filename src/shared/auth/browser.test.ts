// @vitest-environment jsdom
import { browser } from './browser';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('browser.currentPath', () => {
  it('is path, query and hash of the current page', () => {
    window.history.pushState(null, '', '/berichte/7?tab=2#kommentare');
    expect(browser.currentPath()).toBe('/berichte/7?tab=2#kommentare');
  });

  it('is just the path without query or hash', () => {
    window.history.pushState(null, '', '/kontakt');
    expect(browser.currentPath()).toBe('/kontakt');
  });
});

/** Full-page navigation, behind one seam so unit tests can observe it (jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  currentPath(): string {
    return `${window.location.pathname}${window.location.search}${window.location.hash}`;
  },
};

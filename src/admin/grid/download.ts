/**
 * Hands an address to the browser's own download: the answer names the file and goes to disk as it arrives,
 * nothing of it passes through the page.
 */
export function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Opens an address in a tab of its own, in a process of its own: a long print view does not hold up this page. */
export function openSeparately(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; ten seconds is ample.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

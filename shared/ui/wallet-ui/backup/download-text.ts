/** Hands a text to the browser as a file download (the wallet's encrypted backup). */
export function downloadText(filename: string, text: string): void {
  const objectUrl = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the object URL may go once the browser has it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

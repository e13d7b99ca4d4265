/**
 * Saves a document under its own name: fetched as a blob (the link is its own credential and
 * any origin may read it) and handed to the browser as a download. When the fetch fails the
 * caller offers the plain link instead.
 */
export async function saveFile(url: string, filename: string, signal?: AbortSignal): Promise<void> {
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
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

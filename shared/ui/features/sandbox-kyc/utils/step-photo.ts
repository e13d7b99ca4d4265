/**
 * What a step holds: the photo taken with the camera (no file name) or the file chosen. It stays
 * in this page's memory only; the sandbox sends which steps were done, never the photo.
 */
export interface StepPhoto {
  blob: Blob;
  fileName: string | null;
}

export function isImagePhoto(photo: StepPhoto): boolean {
  return photo.blob.type.startsWith('image/');
}

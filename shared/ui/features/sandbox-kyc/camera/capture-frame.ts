/** The JPEG quality of a still: sharp enough to read a document, a few hundred kilobytes. */
const STILL_QUALITY = 0.92;

/**
 * Draws the frame the preview shows now onto a canvas of the camera's own size and returns it as
 * a JPEG. Fails when the camera has not delivered a frame yet (no size).
 */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0) {
    return Promise.reject(new Error('The camera has not delivered a frame yet'));
  }
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be encoded'))),
      'image/jpeg',
      STILL_QUALITY,
    );
  });
}

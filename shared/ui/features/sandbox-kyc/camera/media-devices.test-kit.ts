import { vi } from 'vitest';

/** A camera track that records whether it was stopped (the camera light going off). */
export function createFakeTrack() {
  return { kind: 'video', stop: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn() };
}

export type FakeTrack = ReturnType<typeof createFakeTrack>;

/** A stream the video element accepts as its source, whose one track is the fake camera. */
export function createFakeStream(track: FakeTrack = createFakeTrack()): MediaStream {
  return Object.assign(new MediaStream(), { getTracks: () => [track], getVideoTracks: () => [track] });
}

/** Puts `navigator.mediaDevices` in place (or removes it, with `undefined`) for one test. */
export function installMediaDevices(mediaDevices: Partial<MediaDevices> | undefined): void {
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
}

/** A browser that opens the camera: each call hands out a new stream with its own track. */
export function grantCamera() {
  const tracks: FakeTrack[] = [];
  const getUserMedia = vi.fn(async () => {
    const track = createFakeTrack();
    tracks.push(track);
    return createFakeStream(track);
  });
  installMediaDevices({ getUserMedia } as Partial<MediaDevices>);
  return { getUserMedia, tracks };
}

/** A browser whose getUserMedia refuses with the given DOMException name. */
export function refuseCamera(name: 'NotAllowedError' | 'NotFoundError' | 'NotReadableError') {
  const getUserMedia = vi.fn(async () => {
    throw new DOMException('refused', name);
  });
  installMediaDevices({ getUserMedia } as Partial<MediaDevices>);
  return { getUserMedia };
}

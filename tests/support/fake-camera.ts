import type { LaunchOptions, Page } from '@playwright/test';

/**
 * Chromium with a camera that exists on any machine: a synthetic device (a moving test pattern).
 * The rest matches playwright.config.ts; a spec sets it with
 * `test.use({ launchOptions: FAKE_CAMERA_LAUNCH })`, so only that spec's workers get it. Whether
 * the page may use the camera stays the browser's permission, given per test with
 * `context.grantPermissions(['camera'])` or taken with `blockCamera`: the other flag,
 * `--use-fake-ui-for-media-stream`, answers yes to every request, even over a blocked
 * permission, so with it no test could see a refusal.
 */
export const FAKE_CAMERA_LAUNCH: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-device-for-media-stream',
  ],
};

/**
 * Keeps every stream the page opens in `window.__cameraStreams`, without changing what the
 * browser answers, so a test can tell whether the camera is still on.
 */
export async function watchCameraStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    if (!devices?.getUserMedia) return;
    const streams: MediaStream[] = [];
    (window as unknown as { __cameraStreams: MediaStream[] }).__cameraStreams = streams;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** How many camera tracks the page opened, and how many of them are still live (the light on). */
export function cameraTracks(page: Page): Promise<{ opened: number; live: number }> {
  return page.evaluate(() => {
    const streams = (window as unknown as { __cameraStreams?: MediaStream[] }).__cameraStreams ?? [];
    const tracks = streams.flatMap((stream) => stream.getVideoTracks());
    return { opened: tracks.length, live: tracks.filter((track) => track.readyState === 'live').length };
  });
}

/**
 * Blocks the camera for the page's origin in the browser's own permission store, as a user who
 * pressed "Block" once has it: getUserMedia then fails with NotAllowedError, prompt or not.
 */
export async function blockCamera(page: Page, origin: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  const browser = await page.context().browser()?.newBrowserCDPSession();
  if (!browser) throw new Error('blockCamera needs a launched browser');
  await browser.send('Browser.setPermission', {
    permission: { name: 'camera' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
  await browser.detach();
  await session.detach();
}

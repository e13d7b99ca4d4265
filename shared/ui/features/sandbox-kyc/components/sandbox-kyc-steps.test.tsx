import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../../test/render-component';
import {
  createFakeStream,
  createFakeTrack,
  grantCamera,
  installMediaDevices,
  refuseCamera,
} from '../camera/media-devices.test-kit';
import { SandboxKycSteps } from './sandbox-kyc-steps';

// A canvas has no pixels in happy-dom: the still is a JPEG blob as the browser would make it.
vi.mock('../camera/capture-frame', () => ({
  captureFrame: vi.fn(async () => new Blob(['frame'], { type: 'image/jpeg' })),
}));

const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');

function renderSteps(level: 'identity' | 'identity_and_address' = 'identity') {
  const onSubmit = vi.fn();
  const view = renderComponent(
    <SandboxKycSteps level={level} isSubmitting={false} error={null} onSubmit={onSubmit} />,
  );
  return { onSubmit, view };
}

const step = (name: string) => within(screen.getByRole('group', { name }));
const submit = () => screen.getByRole('button', { name: 'Submit for review' });
const photo = (name: string, type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

async function takePhoto(stepName: string) {
  fireEvent.click(step(stepName).getByRole('button', { name: 'Open camera' }));
  const take = await step(stepName).findByRole('button', { name: 'Take photo' });
  await waitFor(() => expect(take.hasAttribute('disabled')).toBe(false));
  fireEvent.click(take);
  await step(stepName).findByRole('img', { name: 'The photo you took' });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else installMediaDevices(undefined);
});

describe('the sandbox KYC steps with the camera granted', () => {
  it('takes the document with the rear camera and the selfie with the front one, then submits', async () => {
    const camera = grantCamera();
    const { onSubmit } = renderSteps();
    expect(submit().hasAttribute('disabled')).toBe(true);

    await takePhoto('Identity document');
    expect(camera.getUserMedia).toHaveBeenLastCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    // Taking the photo turns the camera off: no light stays on while the user looks at the still.
    expect(camera.tracks[0]?.stop).toHaveBeenCalled();
    fireEvent.click(step('Identity document').getByRole('button', { name: 'Use this photo' }));
    expect(step('Identity document').getByText('Photo taken')).toBeTruthy();
    expect(
      step('Identity document').getByRole('img', { name: 'Your photo: Identity document' }),
    ).toBeTruthy();

    await takePhoto('Selfie');
    expect(camera.getUserMedia).toHaveBeenLastCalledWith({
      video: { facingMode: { ideal: 'user' } },
      audio: false,
    });
    fireEvent.click(step('Selfie').getByRole('button', { name: 'Use this photo' }));

    expect(submit().hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(['document', 'selfie']);
  });

  it('opens the camera again on Retake and keeps nothing until a photo is used', async () => {
    const camera = grantCamera();
    renderSteps();
    await takePhoto('Identity document');
    fireEvent.click(step('Identity document').getByRole('button', { name: 'Retake' }));
    await step('Identity document').findByLabelText('Camera preview');
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledTimes(2));
    fireEvent.click(step('Identity document').getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(camera.tracks[1]?.stop).toHaveBeenCalled());
    expect(step('Identity document').queryByText('Photo taken')).toBeNull();
    expect(submit().hasAttribute('disabled')).toBe(true);
  });

  it('stops the stream when another step’s camera opens or the page goes away', async () => {
    const camera = grantCamera();
    const { view } = renderSteps();
    fireEvent.click(step('Identity document').getByRole('button', { name: 'Open camera' }));
    await waitFor(() => expect(camera.tracks).toHaveLength(1));
    fireEvent.click(step('Selfie').getByRole('button', { name: 'Open camera' }));
    await waitFor(() => expect(camera.tracks).toHaveLength(2));
    expect(camera.tracks[0]?.stop).toHaveBeenCalled();
    expect(step('Identity document').queryByLabelText('Camera preview')).toBeNull();
    view.unmount();
    expect(camera.tracks[1]?.stop).toHaveBeenCalled();
  });

  it('closes the camera when the page goes out of sight', async () => {
    const camera = grantCamera();
    renderSteps();
    fireEvent.click(step('Selfie').getByRole('button', { name: 'Open camera' }));
    await waitFor(() => expect(camera.tracks).toHaveLength(1));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      fireEvent(document, new Event('visibilitychange'));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    await waitFor(() => expect(camera.tracks[0]?.stop).toHaveBeenCalled());
    expect(step('Selfie').getByRole('button', { name: 'Open camera' })).toBeTruthy();
  });

  it('stops a stream the browser hands over after the step was left', async () => {
    let grant: (stream: MediaStream) => void = () => undefined;
    const track = createFakeTrack();
    installMediaDevices({
      getUserMedia: () =>
        new Promise<MediaStream>((resolve) => {
          grant = resolve;
        }),
    });
    renderSteps();
    fireEvent.click(step('Selfie').getByRole('button', { name: 'Open camera' }));
    expect(await step('Selfie').findByText('Opening the camera…')).toBeTruthy();
    fireEvent.click(step('Selfie').getByRole('button', { name: 'Cancel' }));
    await act(async () => grant(createFakeStream(track)));
    expect(track.stop).toHaveBeenCalled();
  });
});

describe('the sandbox KYC steps without the camera', () => {
  it('says the camera is blocked when permission is refused and takes a chosen file instead', async () => {
    refuseCamera('NotAllowedError');
    renderSteps();
    fireEvent.click(step('Identity document').getByRole('button', { name: 'Open camera' }));
    expect((await step('Identity document').findByRole('alert')).textContent).toContain(
      'Camera access is blocked for this page',
    );
    expect(step('Identity document').getByRole('button', { name: 'Try the camera again' })).toBeTruthy();
    fireEvent.change(step('Identity document').getByLabelText('Or choose a file'), {
      target: { files: [photo('passport.jpg')] },
    });
    expect(step('Identity document').getByText('Chosen: passport.jpg')).toBeTruthy();
  });

  it('says no camera was found when the device has none', async () => {
    refuseCamera('NotFoundError');
    renderSteps();
    fireEvent.click(step('Selfie').getByRole('button', { name: 'Open camera' }));
    expect((await step('Selfie').findByRole('alert')).textContent).toContain('No camera was found');
    expect(step('Selfie').getByLabelText('Or choose a file')).toBeTruthy();
  });

  it('offers only the file pick, and says why, where the browser has no getUserMedia', () => {
    installMediaDevices(undefined);
    renderSteps();
    expect(screen.queryByRole('button', { name: 'Open camera' })).toBeNull();
    expect(step('Selfie').getByRole('alert').textContent).toContain('cannot use the camera');
    const input = step('Selfie').getByLabelText('Choose a file');
    expect(input.getAttribute('capture')).toBe('user');
    expect(input.getAttribute('accept')).not.toContain('pdf');
  });

  it('refuses a file of the wrong type or over 10 MB with the reason, and takes a PDF proof of address', () => {
    installMediaDevices(undefined);
    renderSteps('identity_and_address');
    const selfie = step('Selfie').getByLabelText('Choose a file');
    fireEvent.change(selfie, { target: { files: [photo('selfie.pdf', 'application/pdf')] } });
    expect(step('Selfie').getByText(/This file is not a photo\./)).toBeTruthy();
    fireEvent.change(selfie, { target: { files: [photo('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)] } });
    expect(step('Selfie').getByText('This file is larger than 10 MB. Choose a smaller one.')).toBeTruthy();
    expect(step('Selfie').queryByText(/^Chosen:/)).toBeNull();

    const address = step('Proof of address');
    expect(address.queryByRole('alert')).toBeNull();
    fireEvent.change(address.getByLabelText('Choose a file'), {
      target: { files: [photo('bill.pdf', 'application/pdf')] },
    });
    expect(address.getByText('Chosen: bill.pdf')).toBeTruthy();
    expect(address.queryByRole('img')).toBeNull();
  });
});

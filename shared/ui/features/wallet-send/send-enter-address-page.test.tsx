import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestBrowserPlatform, pressMainButton } from '../../test/fake-platform';
import {
  createFakeChain,
  RECIPIENT,
  renderWalletScreen,
  USDT_MASTER,
  usdtToken,
} from '../../test/wallet-money-kit';
import {
  SEND_ENTER_ADDRESS_PATH,
  SEND_ENTER_AMOUNT_PATH,
  SEND_SELECT_TOKEN_PATH,
} from '../../wallet-ui/chain/wallet-money-paths';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { SendEnterAddressPage } from './send-enter-address-page';

afterEach(() => {
  cleanup();
  useSendDraftStore.getState().reset();
});

function open() {
  const chain = createFakeChain({ ton: 3_000_000_000n, jettons: [usdtToken(10_000_000n)] });
  return renderWalletScreen({
    path: SEND_ENTER_ADDRESS_PATH,
    element: <SendEnterAddressPage />,
    money: { chain },
  });
}

/** Types into the field and waits until Continue can be pressed (a link's token is looked up among the balances). */
async function typeRecipient(text: string) {
  fireEvent.change(await screen.findByLabelText('Recipient'), { target: { value: text } });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false),
  );
}

describe('send: enter address (001 §5 ton address)', () => {
  it('refuses what is not a TON address, with the reason under the field, and stays', async () => {
    const { platform, router } = open();
    await screen.findByLabelText('Recipient');
    // One character off breaks the checksum: @ton/core refuses it.
    const broken = `${RECIPIENT.slice(0, -1)}${RECIPIENT.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [broken, 'hello', '0:1234', 'ton://transfer/nope']) {
      await typeRecipient(bad);
      pressMainButton(platform);
      expect((await screen.findByRole('alert')).textContent).toBe('This is not a valid TON address');
      expect(router.state.location.pathname).toBe(SEND_ENTER_ADDRESS_PATH);
    }
  });

  it('takes a friendly or raw address to the token choice, keeping the comment', async () => {
    const { platform } = open();
    await typeRecipient(`  ${RECIPIENT} `);
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: 'for lunch' } });
    pressMainButton(platform);
    expect((await screen.findByTestId('landing')).textContent).toBe(SEND_SELECT_TOKEN_PATH);
    expect(useSendDraftStore.getState()).toMatchObject({ to: RECIPIENT, comment: 'for lunch' });
  });

  it('reads a ton://transfer link: address, amount and comment, straight to the amount', async () => {
    const { platform } = open();
    await typeRecipient(`ton://transfer/${RECIPIENT}?amount=1500000000&text=invoice%2042`);
    pressMainButton(platform);
    expect((await screen.findByTestId('landing')).textContent).toBe(SEND_ENTER_AMOUNT_PATH);
    expect(useSendDraftStore.getState()).toMatchObject({
      to: RECIPIENT,
      comment: 'invoice 42',
      tokenSlug: 'ton',
      amount: '1.5',
    });
  });

  it('picks the jetton a link names, and refuses one the wallet does not hold', async () => {
    const { platform } = open();
    await typeRecipient(`ton://transfer/${RECIPIENT}?jetton=${USDT_MASTER}&amount=2500000`);
    pressMainButton(platform);
    await screen.findByTestId('landing');
    expect(useSendDraftStore.getState()).toMatchObject({ tokenSlug: usdtToken(0n).slug, amount: '2.5' });

    cleanup();
    useSendDraftStore.getState().reset();
    const second = open();
    await typeRecipient(`ton://transfer/${RECIPIENT}?jetton=${RECIPIENT}`);
    pressMainButton(second.platform);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link asks for a token your wallet doesn’t hold',
    );
  });

  it('a scanned TON Connect QR opens the connect screen with its request', async () => {
    const dappId = 'ab'.repeat(32);
    const request = JSON.stringify({
      manifestUrl: 'https://app.example/m.json',
      items: [{ name: 'ton_addr' }],
    });
    const link = `tc://?v=2&id=${dappId}&r=${encodeURIComponent(request)}&ret=none`;
    const platform = createTestBrowserPlatform();
    let accepted: boolean | undefined;
    platform.scanQr = async ({ accept }) => {
      accepted = accept?.(link);
      return link;
    };
    const { router } = renderWalletScreen({
      path: SEND_ENTER_ADDRESS_PATH,
      element: <SendEnterAddressPage />,
      money: { chain: createFakeChain({ ton: 3_000_000_000n }) },
      platform,
    });
    fireEvent.click(await screen.findByRole('button', { name: /scan/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe(WALLET_PATHS.connect));
    expect(accepted).toBe(true);
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('id')).toBe(dappId);
    expect(JSON.parse(query.get('r') ?? 'null')).toEqual(JSON.parse(request));
    expect(query.get('ret')).toBe('none');
  });
});

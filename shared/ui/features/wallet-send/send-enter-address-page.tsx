import '../../wallet-ui/styles/wallet-money.css';
import type { MessageKey } from '@ferry/locales';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionForm } from '../../components/enter-form';
import { ScanIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { tokenAmountText } from '../../wallet-ui/chain/token-amount';
import type { WalletToken } from '../../wallet-ui/chain/wallet-chain';
import { useWalletBalances } from '../../wallet-ui/chain/wallet-chain-queries';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import { SEND_ENTER_AMOUNT_PATH, SEND_SELECT_TOKEN_PATH } from '../../wallet-ui/chain/wallet-money-paths';
import { withWalletMoney } from '../../wallet-ui/chain/wallet-money-scope';
import { readConnectLink } from '../../wallet-ui/connect-link';
import { type ConnectOpenState, connectPathFor } from '../../wallet-ui/connect-path';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';
import { type Recipient, readRecipient } from './read-recipient';

/** The token a payment link asks for: its jetton, or TON when it names an amount without one. */
function tokenOfLink(recipient: Recipient, tokens: WalletToken[]): WalletToken | null {
  if (recipient.jetton) return tokens.find((token) => token.master === recipient.jetton) ?? null;
  return recipient.amount !== null ? (tokens.find((token) => token.master === null) ?? null) : null;
}

/**
 * `send/enter-address`: who gets the money. Typed, pasted or (in Telegram) scanned; a TON address
 * in any of its forms or a `ton://transfer` link, whose amount, token and comment are taken along.
 */
function SendEnterAddressView() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { scanQr, haptics } = usePlatform();
  const { wallet } = useWalletMoney();
  const balances = useWalletBalances(wallet?.address);
  const draft = useSendDraftStore();
  const [text, setText] = useState(draft.to);
  // A locked memo belongs to its address: it is not carried to another one typed here.
  const [comment, setComment] = useState(draft.isCommentLocked ? '' : draft.comment);
  const [issue, setIssue] = useState<MessageKey | null>(null);

  function accept(input: string) {
    // A payment link's token is looked up among the balances: wait for them (the button shows it).
    if (!balances.data) return;
    const reading = readRecipient(input);
    if (!reading.ok) {
      setIssue(reading.issue);
      return;
    }
    const { recipient } = reading;
    const tokens = balances.data ? [balances.data.ton, ...balances.data.jettons] : [];
    const linked = tokenOfLink(recipient, tokens);
    if (recipient.jetton && !linked) {
      setIssue('wallet.send.address.unknownToken');
      return;
    }
    // A memo stays locked only for the address it was given with (a deposit to Ferry).
    const isLocked = draft.isCommentLocked && recipient.address === draft.to;
    draft.setRecipient(
      recipient.address,
      recipient.comment ?? (isLocked ? draft.comment : comment.trim()),
      isLocked,
    );
    if (linked) draft.setToken(linked.slug);
    if (linked && recipient.amount !== null)
      draft.setAmount(tokenAmountText(recipient.amount, linked.decimals));
    navigate(useSendDraftStore.getState().tokenSlug ? SEND_ENTER_AMOUNT_PATH : SEND_SELECT_TOKEN_PATH);
  }

  useMainButton({ text: t('common.continue'), onClick: () => accept(text), isEnabled: text.trim() !== '' });

  async function paste() {
    try {
      const pasted = await navigator.clipboard.readText();
      setText(pasted.trim());
      setIssue(null);
    } catch {
      setIssue('wallet.send.address.pasteFailed');
    }
  }

  async function scan() {
    if (!scanQr) return;
    const scanned = await scanQr({
      text: t('wallet.send.address.scanHint'),
      // A dApp's TON Connect QR is accepted too: it opens the connect screen instead.
      accept: (candidate) => readRecipient(candidate).ok || readConnectLink(candidate)?.isValid === true,
    });
    if (scanned === null) return;
    haptics.notificationOccurred('success');
    const connect = readRecipient(scanned).ok ? null : readConnectLink(scanned);
    if (connect?.isValid) {
      const state: ConnectOpenState = { isInApp: true };
      void navigate(connectPathFor(connect.request), { state });
      return;
    }
    setText(scanned.trim());
    accept(scanned);
  }

  return (
    <ActionForm className="ferry-form ferry-wallet-send" onSubmit={() => accept(text)}>
      <TextField
        label={t('wallet.send.address.label')}
        placeholder={t('wallet.send.address.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIssue(null);
        }}
        error={issue ? t(issue) : null}
      />
      <div className="ferry-wallet-field-actions">
        <Button mode="plain" size="s" type="button" onClick={() => void paste()}>
          {t('wallet.send.address.paste')}
        </Button>
        {scanQr ? (
          <Button
            mode="plain"
            size="s"
            type="button"
            before={<ScanIcon size={18} />}
            onClick={() => void scan()}
          >
            {t('wallet.send.address.scan')}
          </Button>
        ) : null}
      </div>
      <TextField
        label={t('wallet.send.comment.label')}
        hint={draft.isCommentLocked ? t('wallet.send.comment.locked') : t('wallet.send.comment.hint')}
        autoComplete="off"
        maxLength={120}
        value={draft.isCommentLocked ? draft.comment : comment}
        readOnly={draft.isCommentLocked}
        onChange={(event) => setComment(event.target.value)}
      />
    </ActionForm>
  );
}

export const SendEnterAddressPage = withWalletMoney(SendEnterAddressView);

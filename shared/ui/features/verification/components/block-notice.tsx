import type { VerificationState } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { MenuRow, MenuSection } from '../../../components/menu';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { BALANCES_PATH, STATEMENT_PATH, withdrawPath } from '../../../shell/paths';
import { useAppealBlock } from '../api/verification-queries';
import { blockReasonKey } from '../utils/block-reason';
import './verification.css';

type Block = NonNullable<VerificationState['block']>;

/** Where each thing the user may still do is done. */
const ALLOWED_PATH: Readonly<Record<Block['still_allowed'][number], string>> = {
  view_balances: BALANCES_PATH,
  withdraw_to_own_details: withdrawPath(),
  export_statement: STATEMENT_PATH,
};

interface BlockNoticeProps {
  block: Block;
  /**
   * The way into the help bot's chat (the app layer knows the bot), offered once an appeal is
   * open there; left out, the texts still say where the answer comes.
   */
  helpChat?: ReactNode;
  /** Extra ways on under the appeal (support, another account). */
  children?: ReactNode;
}

/** The appeal's texts where support answers in the help chat, and where it answers by e-mail. */
const APPEAL_TEXT = {
  help_chat: {
    hint: 'verification.block.appealHint',
    ticket: 'verification.block.appealedTicket',
    open: 'verification.block.appealOpen',
  },
  email: {
    hint: 'verification.block.appealHintEmail',
    ticket: 'verification.block.appealedTicketEmail',
    open: 'verification.block.appealOpenEmail',
  },
} as const;

/**
 * A hold on money out that explains itself: the reason in plain words, since when, what the user
 * may still do, and a one-tap appeal that says the ticket is open once it is, and truly where
 * support answers: the help bot's chat for a user the bot reaches (with the way into it), e-mail
 * for anyone else.
 */
export function BlockNotice({ block, helpChat, children }: BlockNoticeProps) {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const { language } = useLanguage();
  const errorText = useApiErrorText();
  const appeal = useAppealBlock();
  const headingId = useId();
  const since = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(block.since));
  const ticket = appeal.data?.ticket_id;
  // The appeal's own answer says where it went; before it, the hold says where it would go.
  const answerBy = appeal.data?.answer_by ?? block.appeal_answer_by ?? 'email';
  const texts = APPEAL_TEXT[answerBy];
  return (
    <section className="ferry-verification-block" role="alert" aria-labelledby={headingId}>
      <h1 id={headingId} className="ferry-state-title">
        {t('verification.block.title')}
      </h1>
      <p className="ferry-verification-note">{t(blockReasonKey(block, (key) => i18n.exists(key)))}</p>
      <p className="ferry-verification-hint">{t('verification.block.since', { date: since })}</p>
      {block.still_allowed.length > 0 ? (
        <MenuSection title={t('verification.block.stillAllowed')}>
          {block.still_allowed.map((item) => (
            <MenuRow key={item} to={ALLOWED_PATH[item]} label={t(`verification.block.allowed.${item}`)} />
          ))}
        </MenuSection>
      ) : null}
      <div className="ferry-stacked-actions">
        {ticket || block.has_appeal ? (
          <>
            <p className="ferry-verification-appealed" role="status">
              <strong className="ferry-verification-appealed-title">
                {t('verification.block.appealed')}
              </strong>
              {ticket ? t(texts.ticket, { ticket }) : t(texts.open)}
            </p>
            {answerBy === 'help_chat' ? helpChat : null}
          </>
        ) : (
          <>
            <Button
              mode="filled"
              size="l"
              stretched
              loading={appeal.isPending}
              disabled={appeal.isPending}
              onClick={() => appeal.mutate()}
            >
              {t('verification.block.appeal')}
            </Button>
            <p className="ferry-verification-hint">{t(texts.hint)}</p>
          </>
        )}
        <FormError message={appeal.isError ? errorText(appeal.error) : null} />
        {children}
      </div>
    </section>
  );
}

import { CONTACT_SUPPORT_LABEL_KEY } from '@ferry/shared/domain';
import { useSupportLink } from '../../../features/support/use-support-link';
import { useTranslate } from '../../../i18n/use-translate';

/** "Contact support" beside the choices (spec 000 §3): the help bot in Telegram, else a mail. */
export function TransactionSupportLink() {
  const t = useTranslate();
  const support = useSupportLink();
  return (
    <a
      className="ferry-tx-link"
      href={support.href}
      onClick={(event) => {
        if (!support.isHelpBot) return;
        event.preventDefault();
        support.open();
      }}
    >
      {t(CONTACT_SUPPORT_LABEL_KEY)}
    </a>
  );
}

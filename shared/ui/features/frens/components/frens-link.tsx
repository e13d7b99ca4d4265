import type { Frens } from '@ferry/shared/contracts';
import { buildTelegramShareLink } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { CopyRow } from '../../../components/copy-row';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';

/**
 * The invite link with Copy and Share: the `startapp=ref_<id>` one. In the mini-app Share opens
 * Telegram's chat picker (`t.me/share/url` through the platform's openTelegramLink); on the web the
 * device's share sheet where there is one, and Copy always. The web shows the `?ref=<id>` web link
 * beside it too, for friends who sign up in a browser: both attribute the sign-up alike.
 */
export function FrensLink({ link }: { link: Frens['link'] }) {
  const t = useTranslate();
  const platform = usePlatform();
  const isTelegram = platform.kind === 'telegram';
  // The Telegram link first everywhere: Ferry is messenger-first, and the mini-app is where a friend
  // lands with it; the web form stands alone only without it.
  const shown = link.telegram ?? link.web;
  const webLink = !isTelegram && link.telegram && link.web ? link.web : null;
  const invite = shown;
  const text = t('frens.link.shareText');

  function share() {
    if (!invite) return;
    if (isTelegram) {
      platform.openTelegramLink(buildTelegramShareLink(invite, text));
      return;
    }
    void platform.share?.({ url: invite, text, title: t('frens.title') }).catch(() => undefined);
  }

  const canShare = invite !== null && (isTelegram || platform.share !== null);
  return (
    <section className="ferry-frens-card" aria-labelledby="frens-link-title">
      <h2 id="frens-link-title" className="ferry-heading">
        {t('frens.link.title')}
      </h2>
      {shown ? (
        <>
          <CopyRow
            value={<span className="ferry-frens-link">{shown}</span>}
            copyValue={shown}
            label={t('frens.link.copy')}
          />
          {webLink ? (
            <>
              <p className="ferry-hint">{t('frens.link.webHint')}</p>
              <CopyRow
                value={<span className="ferry-frens-link">{webLink}</span>}
                copyValue={webLink}
                label={t('frens.link.copyWeb')}
              />
            </>
          ) : null}
          {canShare ? (
            <Button size="m" mode="filled" stretched type="button" onClick={share}>
              {t('frens.link.share')}
            </Button>
          ) : null}
          <p className="ferry-hint">{t('frens.link.hint')}</p>
        </>
      ) : (
        <p className="ferry-hint">{t('frens.link.telegramOnly')}</p>
      )}
    </section>
  );
}

import { useTranslate } from '../i18n/use-translate';

/**
 * Every try of the code is used: waiting does not help, so the notice names the way on; the
 * screen's main button turns into "Request a new code" (the server lets one go out at once).
 */
export function SpentCodeNotice() {
  const t = useTranslate();
  return (
    <p className="ferry-form-error" role="alert">
      {t('errors.CODE_ATTEMPTS_EXCEEDED')}
    </p>
  );
}

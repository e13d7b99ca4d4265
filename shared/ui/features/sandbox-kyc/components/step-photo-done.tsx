import { Button } from '@telegram-apps/telegram-ui';
import { useTranslate } from '../../../i18n/use-translate';
import { useObjectUrl } from '../camera/use-object-url';
import { isImagePhoto, type StepPhoto } from '../utils/step-photo';

/** A done step: the photo (or the PDF's name) it holds, and the way to replace it. */
export function StepPhotoDone({
  photo,
  stepName,
  onReplace,
}: {
  photo: StepPhoto;
  stepName: string;
  onReplace(): void;
}) {
  const t = useTranslate();
  const isImage = isImagePhoto(photo);
  const url = useObjectUrl(isImage ? photo.blob : null);
  return (
    <div className="ferry-kyc-done">
      {url ? (
        <img className="ferry-kyc-thumb" src={url} alt={t('sandboxKyc.photo.alt', { step: stepName })} />
      ) : null}
      <span className="ferry-kyc-step-chosen">
        {photo.fileName === null
          ? t('sandboxKyc.photo.taken')
          : t('sandboxKyc.steps.chosen', { name: photo.fileName })}
      </span>
      <Button type="button" size="s" mode="bezeled" onClick={onReplace}>
        {t('sandboxKyc.photo.replace')}
      </Button>
    </div>
  );
}

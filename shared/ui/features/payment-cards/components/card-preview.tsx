import type { CardDesign } from '@ferry/shared/domain';
import { embossedName } from '@ferry/shared/domain';
import { useTranslate } from '../../../i18n/use-translate';

interface CardPreviewProps {
  design: CardDesign;
  cardholderName: string;
  currency: string;
  /** Unknown before issue: the number shows as dots. */
  last4?: string;
  expiry?: string;
  cardName?: string;
  size?: 'full' | 'small';
  isInactive?: boolean;
}

/**
 * The card as drawn: the design's face, the embossed name in capitals, the last four digits and
 * the expiry. A picture of a card, so screen readers hear one line that says what it is.
 */
export function CardPreview({
  design,
  cardholderName,
  currency,
  last4,
  expiry,
  cardName,
  size = 'full',
  isInactive = false,
}: CardPreviewProps) {
  const t = useTranslate();
  const holder = embossedName(cardholderName) || t('cards.preview.holderPlaceholder');
  const label = t('cards.preview.label', {
    design: t(`cards.design.${design}`),
    currency,
    last4: last4 ?? '••••',
  });
  const face = {
    className: 'ferry-card-face',
    'data-design': design,
    'data-size': size,
    'data-inactive': isInactive ? 'true' : undefined,
  };
  if (size === 'small') {
    // A design sample beside its name, or beside the card's own line: decoration, not a label.
    return (
      <div {...face} aria-hidden="true">
        <div className="ferry-card-face-top">
          <span className="ferry-card-face-brand">Ferry</span>
        </div>
        <div>•• {last4 ?? '••'}</div>
      </div>
    );
  }
  return (
    <div {...face} role="img" aria-label={label}>
      <div className="ferry-card-face-top" aria-hidden="true">
        <span className="ferry-card-face-brand">Ferry</span>
        <span className="ferry-card-face-meta">{cardName ? `${cardName} · ${currency}` : currency}</span>
      </div>
      <div className="ferry-card-face-number" aria-hidden="true">
        •••• •••• •••• {last4 ?? '••••'}
      </div>
      <div className="ferry-card-face-bottom" aria-hidden="true">
        <span className="ferry-card-face-holder">{holder}</span>
        <span className="ferry-card-face-meta">{expiry ?? 'MM / YY'}</span>
      </div>
    </div>
  );
}

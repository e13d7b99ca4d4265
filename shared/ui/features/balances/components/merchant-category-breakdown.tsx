import { minorToDecimal } from '@ferry/shared/domain';
import { MoneyText } from '../../../components/money/money-text';
import { useTranslate } from '../../../i18n/use-translate';
import { type MerchantSpendingSummary, merchantShareOf } from '../utils/merchant-spending';

interface MerchantCategoryBreakdownProps {
  summary: MerchantSpendingSummary;
  /** A merchant category in the reader's words (the transactions feature names them). */
  categoryName(category: string | null): string;
}

/** A card's spending by merchant category: each category's sum and share, the largest first. */
export function MerchantCategoryBreakdown({ summary, categoryName }: MerchantCategoryBreakdownProps) {
  const t = useTranslate();
  return (
    <section aria-labelledby="ferry-spending-merchant-title">
      <h2 id="ferry-spending-merchant-title" className="ferry-section-heading">
        {t('balances.spending.byMerchant')}
      </h2>
      <ul className="ferry-spending-categories" aria-label={t('balances.spending.byMerchantCaption')}>
        {summary.categories.map((entry) => (
          <li key={entry.category ?? ''} className="ferry-spending-category" data-testid="merchant-category">
            <span className="ferry-spending-category-name">{categoryName(entry.category)}</span>
            <span className="ferry-spending-category-share">
              {t('balances.spending.share', { share: merchantShareOf(summary, entry.totalMinor) })}
            </span>
            <span className="ferry-spending-category-amount">
              <MoneyText
                amount={minorToDecimal(entry.totalMinor, summary.scale)}
                currency={summary.currency}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

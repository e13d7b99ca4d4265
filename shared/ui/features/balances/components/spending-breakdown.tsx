import { minorToDecimal } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useId, useState } from 'react';
import { MoneyText } from '../../../components/money/money-text';
import { useTranslate } from '../../../i18n/use-translate';
import type { SpendingSummary } from '../utils/spending';
import { CATEGORY_COLORS, shareOf, usedCategories } from '../utils/spending-series';

interface SpendingBreakdownProps {
  summary: SpendingSummary;
  /** The full name of each bucket's period ("5 March", "3–9 March"). */
  bucketNames: string[];
}

/**
 * Where the money went: each category's sum and share, and the chart's numbers as a table —
 * read by screen readers always, shown on screen on request.
 */
export function SpendingBreakdown({ summary, bucketNames }: SpendingBreakdownProps) {
  const t = useTranslate();
  const tableId = useId();
  const [isTableShown, setTableShown] = useState(false);
  const categories = usedCategories(summary);
  const money = (minor: bigint) => (
    <MoneyText amount={minorToDecimal(minor, summary.scale)} currency={summary.currency} />
  );
  const rows = summary.buckets
    .map((bucket, index) => ({ bucket, name: bucketNames[index] ?? '' }))
    .filter(({ bucket }) => bucket.totalMinor > 0n);
  return (
    <>
      <ul className="ferry-spending-categories">
        {categories.map((category) => (
          <li key={category} className="ferry-spending-category">
            <span
              className="ferry-spending-swatch"
              style={{ background: CATEGORY_COLORS[category] }}
              aria-hidden="true"
            />
            <span className="ferry-spending-category-name">
              {t(`balances.spending.category.${category}`)}
            </span>
            <span className="ferry-spending-category-share">
              {t('balances.spending.share', { share: shareOf(summary, category) })}
            </span>
            <span className="ferry-spending-category-amount">{money(summary.byCategory[category])}</span>
          </li>
        ))}
      </ul>
      <Button
        mode="plain"
        size="s"
        aria-expanded={isTableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {t(isTableShown ? 'balances.spending.hideTable' : 'balances.spending.showTable')}
      </Button>
      <div id={tableId} className={isTableShown ? 'ferry-spending-table-wrap' : 'ferry-visually-hidden'}>
        <table className="ferry-spending-table">
          <caption className="ferry-visually-hidden">{t('balances.spending.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('balances.spending.period')}</th>
              {categories.map((category) => (
                <th scope="col" key={category}>
                  {t(`balances.spending.category.${category}`)}
                </th>
              ))}
              <th scope="col">{t('balances.spending.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ bucket, name }) => (
              <tr key={bucket.start.toISOString()}>
                <th scope="row">{name}</th>
                {categories.map((category) => (
                  <td key={category}>{money(bucket.byCategory[category])}</td>
                ))}
                <td>{money(bucket.totalMinor)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('balances.spending.total')}</th>
              {categories.map((category) => (
                <td key={category}>{money(summary.byCategory[category])}</td>
              ))}
              <td>{money(summary.totalMinor)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

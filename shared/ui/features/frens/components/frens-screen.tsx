import type { CurrencyAmount, Frens } from '@ferry/shared/contracts';
import { ErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useFrens } from '../api/frens-queries';
import { FrensLink } from './frens-link';
import '../frens.css';

/** Amounts in several currencies on one line: "€120 + 15 USDT"; a dash when there is none. */
export function moneyList(amounts: readonly CurrencyAmount[], language: string): string {
  if (amounts.length === 0) return '—';
  return amounts.map((item) => formatApiMoney(item.amount, item.currency, language)).join(' + ');
}

/** Amounts one per line, each kept whole (a number never breaks across lines). */
function MoneyLines({ amounts, language }: { amounts: readonly CurrencyAmount[]; language: string }) {
  if (amounts.length === 0) return <>—</>;
  return (
    <>
      {amounts.map((item, index) => (
        <span key={item.currency} className="ferry-frens-money">
          {index > 0 ? '+ ' : ''}
          {formatApiMoney(item.amount, item.currency, language)}
        </span>
      ))}
    </>
  );
}

/** The share as a percent: "0.2" → "20%". */
function percentOf(share: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(share),
  );
}

function FrensStats({ stats }: { stats: Frens['stats'] }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const tiles = [
    { key: 'transactions', label: t('frens.stats.transactions'), value: <>{stats.transactions}</> },
    {
      key: 'total',
      label: t('frens.stats.totalAmount'),
      value: <MoneyLines amounts={stats.total_amount} language={language} />,
    },
    {
      key: 'reward',
      label: t('frens.stats.reward'),
      value: <MoneyLines amounts={stats.reward} language={language} />,
    },
  ];
  return (
    <section className="ferry-frens-card" aria-labelledby="frens-stats-title">
      <h2 id="frens-stats-title" className="ferry-heading">
        {t('frens.stats.title')}
      </h2>
      <dl className="ferry-frens-stats">
        {tiles.map((tile) => (
          <div key={tile.key} className="ferry-frens-stat">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FrensFriends({ friends }: { friends: Frens['friends'] }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <section className="ferry-frens-card" aria-labelledby="frens-friends-title">
      <h2 id="frens-friends-title" className="ferry-heading">
        {t('frens.friends.title', { number: friends.length })}
      </h2>
      {friends.length === 0 ? (
        <p className="ferry-hint">{t('frens.friends.empty')}</p>
      ) : (
        <ul className="ferry-frens-friends">
          {friends.map((friend, index) => (
            <li key={`${friend.joined_at}-${index}`} className="ferry-frens-friend">
              <span className="ferry-frens-avatar" aria-hidden="true">
                {(friend.display_name ?? '?').slice(0, 1).toUpperCase()}
              </span>
              <span className="ferry-frens-friend-body">
                <span className="ferry-frens-friend-name">
                  {friend.display_name ?? t('frens.friends.unnamed')}
                </span>
                <span className="ferry-frens-friend-meta">
                  {t('frens.friends.joined', { date: date.format(new Date(friend.joined_at)) })}
                  {' · '}
                  <span className={friend.is_verified ? 'ferry-frens-verified' : 'ferry-frens-unverified'}>
                    {t(friend.is_verified ? 'frens.friends.verified' : 'frens.friends.notVerified')}
                  </span>
                </span>
              </span>
              <span className="ferry-frens-friend-earned">
                {friend.earned.length > 0 || friend.waiting.length === 0 ? (
                  <span className="ferry-frens-friend-amount">
                    <MoneyLines amounts={friend.earned} language={language} />
                  </span>
                ) : null}
                {friend.waiting.length > 0 ? (
                  <span className="ferry-frens-friend-waiting">
                    {t('frens.friends.waiting', { amount: moneyList(friend.waiting, language) })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FrensRules({ rules }: { rules: Frens['rules'] }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const bonus = formatApiMoney(rules.bonus.amount, rules.bonus.currency, language);
  const share = percentOf(rules.share, language);
  const lines = [
    t('frens.rules.deposit', { bonus }),
    t('frens.rules.exchange', { share, count: rules.months }),
    t('frens.rules.verified'),
    t('frens.rules.hold', { count: rules.hold_days }),
    t('frens.rules.refund'),
    t('frens.rules.oneLevel'),
    t('frens.rules.self'),
  ];
  return (
    <section className="ferry-frens-card" aria-labelledby="frens-rules-title">
      <h2 id="frens-rules-title" className="ferry-heading">
        {t('frens.rules.title')}
      </h2>
      <ul className="ferry-frens-rules">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/frens` (issue 29, spec 001 §1): the invite link with Copy and Share, the stats (transactions,
 * total amount, reward), the invited friends with what each earned, and the published rules.
 */
export function FrensScreen() {
  const t = useTranslate();
  const { language } = useLanguage();
  const frens = useFrens();
  if (frens.isError)
    return (
      <ErrorState title={t('frens.loadError')} error={frens.error} onRetry={() => void frens.refetch()} />
    );
  if (!frens.data) return <ListSkeleton rows={4} />;
  const data = frens.data;
  return (
    <div className="ferry-frens">
      <p className="ferry-frens-intro">
        {t('frens.intro', {
          bonus: formatApiMoney(data.rules.bonus.amount, data.rules.bonus.currency, language),
          share: percentOf(data.rules.share, language),
        })}
      </p>
      <FrensLink link={data.link} />
      <FrensStats stats={data.stats} />
      <FrensFriends friends={data.friends} />
      <FrensRules rules={data.rules} />
    </div>
  );
}

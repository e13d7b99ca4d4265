import { transactionTitleKey } from '@ferry/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslate } from '../../../i18n/use-translate';
import { useApi } from '../../../queries/api-context';
import { transactionDetailsPath } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';
import { transactionQueryOptions } from '../api/use-transaction';

/**
 * A link to a related transaction (the parent, the one it was reproduced as). Its route needs
 * its type, so it is read first; until then the id stands alone.
 */
export function LinkedTransaction({ externalId }: { externalId: string }) {
  const t = useTranslate();
  const profileId = useSession((state) => state.profileId);
  const { data } = useQuery(transactionQueryOptions(useApi(), profileId, externalId));
  if (!data) return <span className="ferry-tx-id">{externalId}</span>;
  return (
    <Link className="ferry-tx-link" to={transactionDetailsPath(data.type, data.id)}>
      {t(transactionTitleKey(data))} <span className="ferry-tx-id">{data.id}</span>
    </Link>
  );
}

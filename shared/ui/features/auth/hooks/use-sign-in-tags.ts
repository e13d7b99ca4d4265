import { useMemo } from 'react';
import { useLocation } from 'react-router';

const UTM_NAMES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;
type UtmName = (typeof UTM_NAMES)[number];

/** The page's marketing tags, sent with the sign-in (spec 001 §7). */
export function useUtmTags(): Partial<Record<UtmName, string>> {
  const { search } = useLocation();
  return useMemo(() => {
    const params = new URLSearchParams(search);
    const tags: Partial<Record<UtmName, string>> = {};
    for (const name of UTM_NAMES) {
      const value = params.get(name)?.trim();
      if (value) tags[name] = value.slice(0, 100);
    }
    return tags;
  }, [search]);
}

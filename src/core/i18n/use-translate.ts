import { useMemo } from 'react';
import { getCore } from '../core';
import { useSite } from '../react/use-store';
import { translator, type Catalogs, type Translate } from './messages';

/** `t(key, params)` for the page's language, from the widget's own catalogs. */
export function useTranslate<K extends string>(catalogs: Catalogs<K>): Translate<K> {
  const { language, pseudo } = useSite();
  return useMemo(
    () => translator(catalogs, language, pseudo ? getCore().pseudoLocalize : undefined),
    [catalogs, language, pseudo],
  );
}

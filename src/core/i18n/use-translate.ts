import { useMemo } from 'react';
import { useCore } from '../react/core-context';
import { useSite } from '../react/use-store';
import { translator, type Catalogs, type Translate } from './messages';

export function useTranslate<K extends string>(catalogs: Catalogs<K>): Translate<K> {
  const { language, pseudo } = useSite();
  const { pseudoLocalize } = useCore();
  return useMemo(
    () => translator(catalogs, language, pseudo ? pseudoLocalize : undefined),
    [catalogs, language, pseudo, pseudoLocalize],
  );
}

import type { TLanguage } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { useState } from 'react';

/** The language a questionnaire is shown in: the UI language at first, then the user's choice. */
export function useContentLanguage(): [TLanguage, (l: TLanguage) => void] {
  const ui = useUiLanguage();
  const [chosen, setChosen] = useState<TLanguage | null>(null);
  return [chosen ?? ui, setChosen];
}

import type { TPage } from '@hm/contract';
import { invalidProps } from '@hm/ui/form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useState } from 'react';

/** What every account offered in a search shows. */
export interface SearchableAccount {
  ten_tai_khoan: string;
  display_name: string;
}

export interface AccountSearchProps<T extends SearchableAccount> {
  inputId: string;
  /** The query's key without the keyword (the keyword and page are added). */
  queryKey: readonly unknown[];
  /** Asks the server for the accounts matching `keyword`, 20 at a time. */
  search: (keyword: string | undefined, signal: AbortSignal) => Promise<TPage<T>>;
  /** The account chosen; `null` after the parent clears it empties the box. */
  value: T | null;
  onChange: (account: T | null) => void;
  /** The small text after an account in the list (its departments, its group…). */
  note: (account: T) => string;
  texts: { open: string; placeholder: string; empty: string };
  disabled?: boolean;
  error?: string | undefined;
}

/** How an account reads in a list: name and display name. */
export const accountLabel = (a: SearchableAccount) => `${a.ten_tai_khoan} — ${a.display_name}`;

/**
 * A searchable choice of an account, asked of the server as the user types (after 250 ms), with
 * a button that opens the first 20; only an account of the list can be chosen.
 */
export function AccountSearch<T extends SearchableAccount>({ inputId, queryKey, search, value, onChange, note, texts, disabled, error }: AccountSearchProps<T>) {
  const [keyword, setKeyword] = useState<string | null>(null);
  const [text, setText] = useState<string | T>(value ?? '');
  useEffect(() => {
    if (value === null) setText((t) => (typeof t === 'string' ? t : ''));
  }, [value]);
  const accounts = useQuery({
    queryKey: [...queryKey, { keyword: keyword || undefined, page: 1, size: 20 }],
    queryFn: ({ signal }) => search(keyword || undefined, signal),
    enabled: keyword !== null && !disabled,
    placeholderData: keepPreviousData,
  });
  return (
    // The box is typed with the shape every account has; the items are the T the search answers.
    <AutoComplete<SearchableAccount, false>
      inputId={inputId}
      // PrimeReact types the box's value as an item; while typing it is the text typed.
      value={text as SearchableAccount}
      suggestions={accounts.data?.data ?? []}
      completeMethod={(e) => setKeyword(e.query.trim())}
      itemTemplate={(a: SearchableAccount) => (
        <span>
          {accountLabel(a)} <small>({note(a as T)})</small>
        </span>
      )}
      field="ten_tai_khoan"
      dropdown
      dropdownAriaLabel={texts.open}
      forceSelection
      placeholder={texts.placeholder}
      emptyMessage={texts.empty}
      showEmptyMessage
      delay={250}
      disabled={disabled}
      onChange={(e) => {
        setText(e.value as string | T);
        if (!e.value || typeof e.value === 'string') onChange(null);
      }}
      onSelect={(e) => onChange(e.value as T)}
      invalid={!!error}
      {...invalidProps(inputId, error)}
    />
  );
}

import { endpoints, type TLinkableAccount } from '@hm/contract';
import { invalidProps } from '@hm/ui/form';
import { useApi } from '@hm/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { useSystemTranslation } from '../i18n';

export interface AccountPickerProps {
  inputId: string;
  /** The hospital whose accounts are offered. */
  hospitalId: number | null;
  value: TLinkableAccount | null;
  onChange: (account: TLinkableAccount | null) => void;
  error?: string | undefined;
}

/** How an account reads in the list and in the box: name, display name, departments linked. */
export const accountLabel = (a: Pick<TLinkableAccount, 'ten_tai_khoan' | 'display_name'>) => `${a.ten_tai_khoan} — ${a.display_name}`;

/**
 * A searchable choice of the staff-level accounts a department may be linked to, asked of the
 * server as the user types (`tai-khoan-phong-ban/tai-khoan?keyword=`), 20 at a time.
 */
export function AccountPicker({ inputId, hospitalId, value, onChange, error }: AccountPickerProps) {
  const { t } = useSystemTranslation();
  const api = useApi();
  const [keyword, setKeyword] = useState<string | null>(null);
  const [text, setText] = useState<string | TLinkableAccount | null>(value);
  const query = { hospitalId: hospitalId ?? undefined, keyword: keyword || undefined, page: 1, size: 20 };
  const accounts = useQuery({
    queryKey: ['accountDept', 'accounts', query],
    queryFn: ({ signal }) => api.call(endpoints.accountDeptAccounts, { query }, { silent: true, signal }),
    enabled: keyword !== null && hospitalId !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <AutoComplete
      inputId={inputId}
      value={text ?? ''}
      suggestions={accounts.data?.data ?? []}
      completeMethod={(e) => setKeyword(e.query.trim())}
      itemTemplate={(a: TLinkableAccount) => (
        <span>
          {accountLabel(a)} <small>({a.so_phong_ban ? t('accountDepts.departmentCount', { count: a.so_phong_ban }) : t('accountDepts.noneLinked')})</small>
        </span>
      )}
      field="ten_tai_khoan"
      dropdown
      dropdownAriaLabel={t('accountDepts.openAccounts')}
      forceSelection
      placeholder={t('accountDepts.accountSearch')}
      emptyMessage={t('accountDepts.noAccount')}
      showEmptyMessage
      delay={250}
      disabled={hospitalId === null}
      onChange={(e) => {
        setText(e.value as string | TLinkableAccount | null);
        if (!e.value || typeof e.value === 'string') onChange(null);
      }}
      onSelect={(e) => onChange(e.value as TLinkableAccount)}
      inputClassName="hm-account-picker__input"
      {...invalidProps(inputId, error)}
    />
  );
}

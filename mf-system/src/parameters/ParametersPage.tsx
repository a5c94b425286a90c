import { endpoints, PARAM_CODES, PARAM_RULES, systemParameter, type TParamCode, type TSystemParameter } from '@hm/contract';
import { canCall, comboQuery, useApi, useCurrentUser } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { useQuery } from '@tanstack/react-query';
import { useSystemTranslation } from '../i18n';
import { MailPanel } from '../mail/MailPanel';

/**
 * HeThong/ThamSoHeThong: the mail settings ('Thư điện tử': status and a test mail), then the product-wide defaults and the overrides of the hospital shown; the
 * value is checked against its code's type and range (the contract's schema, also on the server).
 */
export default function ParametersPage() {
  const { t, i18n } = useSystemTranslation();
  const api = useApi();
  const user = useCurrentUser();
  const hospitals = useQuery(comboQuery(api, endpoints.hospitalAuth)).data ?? [];
  // Product-wide defaults are written by system administrators (who alone hold the licence function).
  const systemAdmin = canCall(user, endpoints.licenceUpdate);
  const en = i18n.language === 'en';
  const codeLabel = (code: string) => {
    const rule = PARAM_RULES[code as TParamCode];
    return rule ? `${code} — ${en ? rule.en : rule.vi}` : code;
  };
  const hints = PARAM_CODES.map((c) => `${c}: ${en ? PARAM_RULES[c].hintEn : PARAM_RULES[c].hintVi}`).join('; ');
  return (
    <ResourcePage
      config={{
        resource: systemParameter,
        title: t('params.title'),
        addLabel: t('params.add'),
        icon: 'pi pi-sliders-h',
        idPrefix: 'hm-param',
        notice: (
          <>
            <MailPanel />
            <p>{t('params.notice')}</p>
          </>
        ),
        rowLabel: (r: TSystemParameter) => r.ma_tham_so,
        columns: [
          { field: 'ma_tham_so', header: t('params.code') },
          { header: t('params.scope'), body: (r) => r.ten_benh_vien ?? t('params.productDefault'), text: (r) => r.ten_benh_vien ?? t('params.productDefault') },
          { field: 'gia_tri', header: t('params.value') },
          { field: 'ten_tham_so', header: t('params.name') },
          { field: 'mo_ta', header: t('params.description') },
        ],
        form: [
          {
            name: 'hospital_id',
            label: t('params.scope'),
            kind: 'select',
            readOnlyOnEdit: true,
            options: [...(systemAdmin ? [{ value: null, label: t('params.productDefault') }] : []), ...hospitals.map((h) => ({ value: h.id, label: h.name }))],
          },
          { name: 'ma_tham_so', label: t('params.code'), kind: 'select', readOnlyOnEdit: true, options: PARAM_CODES.map((c) => ({ value: c, label: codeLabel(c) })) },
          { name: 'gia_tri', label: t('params.value'), kind: 'text', hint: hints },
          { name: 'ten_tham_so', label: t('params.name'), kind: 'text' },
          { name: 'mo_ta', label: t('params.description'), kind: 'textarea' },
        ],
        defaults: () => ({ ma_tham_so: PARAM_CODES[0], ten_tham_so: en ? PARAM_RULES[PARAM_CODES[0]].en : PARAM_RULES[PARAM_CODES[0]].vi }),
      }}
    />
  );
}

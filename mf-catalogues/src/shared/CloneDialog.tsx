import { endpoints } from '@hm/contract';
import { useEndpointMutation } from '@hm/platform';
import { Field, FormDialog } from '@hm/ui/form';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useCataloguesTranslation } from '../i18n';

export interface CloneDialogProps {
  /** `menuClone` or `functionClone`. */
  endpoint: typeof endpoints.menuClone | typeof endpoints.functionClone;
  /** The resource's query root, reloaded after the copy. */
  queryKey: string;
  id: number;
  /** The row's name, in the heading. */
  name: string;
  onClose: () => void;
}

/** Copies a menu entry (with its children) or a function under a new code. */
export function CloneDialog({ endpoint, queryKey, id, name, onClose }: CloneDialogProps) {
  const { t } = useCataloguesTranslation();
  const [code, setCode] = useState('');
  const clone = useEndpointMutation(endpoint, { invalidate: [queryKey], success: 'Thành công!', onSuccess: onClose });
  const formId = 'hm-clone-form';
  return (
    <FormDialog formId={formId} header={`${t('pages.menus.clone')}: ${name}`} onHide={onClose} saving={clone.isPending} dirty={code !== '' && !clone.isPending}>
      <form
        id={formId}
        className="hm-form"
        onSubmit={(e) => {
          e.preventDefault();
          clone.mutate({ body: { id, ma_moi: code } });
        }}
      >
        <Field id="hm-clone-code" label={t('pages.menus.cloneCode')}>
          <InputText id="hm-clone-code" value={code} onChange={(e) => setCode(e.target.value)} autoFocus />
        </Field>
      </form>
    </FormDialog>
  );
}

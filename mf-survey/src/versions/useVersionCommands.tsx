import { endpoints, type TSendMailResult, type TSurveyVersionRow, versionPhase } from '@hm/contract';
import { formatWire } from '../shared/time';
import { notify, useUiLanguage } from '@hm/platform';
import { useConfirm } from '@hm/ui/dialog';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { pickText } from '../shared/text';
import { useState } from 'react';
import { StartDialog } from './StartDialog';
import { CopyTemplateDialog } from './CopyTemplateDialog';
import { restoreBody, type VersionCommand } from './version-actions';

const DANGER: ReadonlySet<VersionCommand> = new Set(['close', 'hide', 'delete']);

/**
 * The calls of a version row, each behind a confirmation, with the spec's toasts; failures show
 * the server's message (e.g. a delete refused because responses exist).
 * @example const { run, dialog } = useVersionCommands(); run('delete', row);
 */
export function useVersionCommands() {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const { confirm, dialog: confirmDialog } = useConfirm();
  // Starting has its own dialog: it says whom the start invites (StartDialog).
  const [starting, setStarting] = useState<TSurveyVersionRow | null>(null);
  const [duplicating, setDuplicating] = useState<TSurveyVersionRow | null>(null);
  const mailToast = (d: TSendMailResult) => ({
    summary: t('toast.success'),
    detail: t('toast.mailDetail', { queued: d.queued, noEmail: d.khong_co_email, skipped: d.bo_qua }),
  });
  const invite = useSurveyMutation(endpoints.mailInvite, { success: mailToast });
  const remind = useSurveyMutation(endpoints.mailRemind, { success: mailToast });
  const close = useSurveyMutation(endpoints.versionClose, { success: t('toast.updated') });
  const hide = useSurveyMutation(endpoints.versionSoftDelete, { success: t('toast.deleted') });
  const restore = useSurveyMutation(endpoints.versionUpdate, { success: t('toast.updated') });
  const remove = useSurveyMutation(endpoints.versionDelete, { success: t('toast.deleted') });

  /** The address where invited staff vote (after signing in), copied for a notice or a chat message. */
  async function copyVoteLink(v: TSurveyVersionRow) {
    const url = `${window.location.origin}/vi/KhaoSat/StepForm?phien_ban_id=${v.phien_ban_id}`;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('versionList.linkCopied'), url);
    } catch {
      notify.info(t('versionList.linkToCopy'), url);
    }
  }

  /** Asks, then runs `cmd` on `v`; mails go to one hospital's staff when `hospitalId` is given. */
  function run(cmd: VersionCommand, v: TSurveyVersionRow, hospitalId?: number | null) {
    const id = v.phien_ban_id;
    const mailBody = { phien_ban_id: id, ...(hospitalId ? { hospital_id: hospitalId } : {}) };
    const calls: Record<VersionCommand, () => void> = {
      start: () => setStarting(v),
      duplicate: () => setDuplicating(v),
      copyLink: () => void copyVoteLink(v),
      invite: () => invite.mutate({ body: mailBody }),
      remind: () => remind.mutate({ body: mailBody }),
      pause: () => close.mutate({ params: { id }, body: { status_khao_sat: 3 } }),
      close: () => close.mutate({ params: { id }, body: { status_khao_sat: 2 } }),
      hide: () => hide.mutate({ body: { phien_ban_id: id } }),
      restore: () => restore.mutate({ body: restoreBody(v) }),
      delete: () => remove.mutate({ params: { id } }),
    };
    if (cmd === 'start') return setStarting(v);
    if (cmd === 'duplicate') return setDuplicating(v);
    if (cmd === 'copyLink') return void copyVoteLink(v);
    confirm({
      message: [
        t(`versionList.confirm.${cmd}`, { name: pickText(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, lang) }),
        // Invitations before the window opens arrive before anyone can vote: said before they are queued.
        ...(cmd === 'invite' && versionPhase(v) === 'scheduled' ? [t('start.scheduled', { at: formatWire(v.time_start) })] : []),
      ].join(' '),
      danger: DANGER.has(cmd),
      accept: calls[cmd],
    });
  }
  const dialog = (
    <>
      {confirmDialog}
      {starting && <StartDialog version={starting} onClose={() => setStarting(null)} />}
      {duplicating && <CopyTemplateDialog source={duplicating} onClose={() => setDuplicating(null)} />}
    </>
  );
  return { run, dialog };
}

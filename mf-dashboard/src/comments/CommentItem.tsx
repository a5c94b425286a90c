import { endpoints, type TComment, type TCommentList } from '@hm/contract';
import { errorMessage, notify, useApi } from '@hm/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useDashboardTranslation } from '../i18n';
import { COMMENT_KEY } from './queries';

interface Props {
  comment: TComment;
  /** Its place on the page, for the labels of its controls. */
  n: number;
  list: Pick<TCommentList, 'composites'>;
  versionId: number;
  hospitalId: number;
}

/** One masked comment with its unit, what was masked, its composite tag and its incident flag. */
export function CommentItem({ comment: c, n, list, versionId, hospitalId }: Props) {
  const { t } = useDashboardTranslation();
  const api = useApi();
  const client = useQueryClient();
  const tag = useMutation({
    mutationFn: (change: { ma_composite: string | null; flagged: boolean }) =>
      api.call(endpoints.commentTag, { body: { phien_ban_id: versionId, hospital_id: hospitalId, key: c.key, ...change } }, { silent: true }),
    onSuccess: () => {
      notify.success(t('comments.saved'));
      void client.invalidateQueries({ queryKey: COMMENT_KEY });
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
  const masked = [
    c.masked.names ? t('comments.maskedName', { n: c.masked.names }) : null,
    c.masked.phones ? t('comments.maskedPhone', { n: c.masked.phones }) : null,
    c.masked.emails ? t('comments.maskedEmail', { n: c.masked.emails }) : null,
  ].filter(Boolean);
  const tagId = `hm-comment-tag-${c.key}`;
  const flagId = `hm-comment-flag-${c.key}`;
  return (
    <li className="hm-comment" data-comment={c.key}>
      <blockquote className="hm-comment-text">{c.text}</blockquote>
      <p className="hm-comment-meta">
        <span>{c.unit ?? t('comments.unitHidden')}</span>
        <span>{c.question}</span>
        {masked.length > 0 && <span>{t('comments.masked', { what: masked.join(', ') })}</span>}
      </p>
      <div className="hm-comment-actions">
        <div className="hm-comment-field">
          <label htmlFor={tagId}>{t('comments.tagLabel', { n })}</label>
          <Dropdown
            inputId={tagId}
            value={c.ma_composite}
            options={[{ value: null, label: t('comments.tagNone') }, ...list.composites.map((k) => ({ value: k.ma_composite, label: k.name }))]}
            onChange={(e) => tag.mutate({ ma_composite: (e.value as string | null) ?? null, flagged: c.flagged })}
            disabled={tag.isPending}
          />
        </div>
        <div className="hm-comment-flag">
          <Checkbox inputId={flagId} checked={c.flagged} onChange={(e) => tag.mutate({ ma_composite: c.ma_composite, flagged: !!e.checked })} disabled={tag.isPending} />
          <label htmlFor={flagId}>{t('comments.flagLabel')}</label>
        </div>
      </div>
    </li>
  );
}

import { endpoints, FN, type TPaperEntryResult, type TPaperSheet } from '@hm/contract';
import { errorMessage, notify, useApi, useCurrentUser } from '@hm/platform';
import { EmptyState } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSurveyTranslation } from '../i18n';
import { CodeEntryForm } from '../shared/CodeEntryForm';
import { entryAnswers, type Keyed, keyStep, type PaperItem, paperItems } from './paper-items';
import './paper-entry.css';

interface Opened {
  code: string;
  sheet: TPaperSheet;
}

/**
 * KS_NHAP_PHIEU_GIAY: paper questionnaires keyed in twice (docs/decisions/paper-entry.md). The
 * keyer types the paper's code, then the items from the keyboard (digits of the scale, Enter or
 * Space for a blank, Backspace back); the second keying by another account verifies the paper or
 * leaves its mismatches to a third person, who resolves them here against the paper.
 */
export default function PaperEntryPage() {
  const { t } = useSurveyTranslation();
  const user = useCurrentUser();
  const allowed = user?.chuc_nang.includes(FN.paperEntry) ?? false;
  const hospitalId = user?.hospital?.hospital_id ?? null;
  const [opened, setOpened] = useState<Opened | null>(null);
  return (
    <Page title={t('paperEntry.title')}>
      {!allowed ? (
        <EmptyState icon="pi pi-lock" title={t('paperEntry.notAllowed')} />
      ) : hospitalId === null ? (
        <EmptyState icon="pi pi-building" title={t('paperEntry.noHospital')} />
      ) : opened === null ? (
        <CodeForm hospitalId={hospitalId} onOpened={setOpened} />
      ) : opened.sheet.trang_thai === 'mismatch' ? (
        <Resolve key={opened.code} hospitalId={hospitalId} opened={opened} onDone={() => setOpened(null)} />
      ) : (
        <KeyIn key={opened.code} hospitalId={hospitalId} opened={opened} onDone={() => setOpened(null)} />
      )}
    </Page>
  );
}

function CodeForm({ hospitalId, onOpened }: { hospitalId: number; onOpened: (o: Opened) => void }) {
  const { t, i18n } = useSurveyTranslation();
  const api = useApi();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return input.current?.focus();
    setBusy(true);
    setProblem(null);
    try {
      const language = i18n.language === 'en' ? 'en' : 'vi';
      const sheet = await api.call(endpoints.paperOpen, { body: { hospital_id: hospitalId, ma_phieu: code.trim(), language } }, { silent: true });
      onOpened({ code: code.trim(), sheet });
    } catch (err) {
      setProblem(errorMessage(err));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };
  return (
    <CodeEntryForm
      id="hm-paper-code"
      className="hm-paper-code"
      texts={{
        intro: t('paperEntry.intro'),
        problemTitle: t('paperEntry.problemTitle'),
        codeLabel: t('paperEntry.codeLabel'),
        codeHint: t('paperEntry.codeHint'),
        open: t('paperEntry.open'),
      }}
      code={code}
      onCode={setCode}
      problem={problem}
      busy={busy}
      inputRef={input}
      onSubmit={(e) => void submit(e)}
    />
  );
}

const label = (item: PaperItem, value: number | null | undefined, blank: string): string =>
  value === undefined ? '' : value === null ? blank : `${value} · ${item.answers.find((a) => a.value === value)?.label ?? ''}`;

function useSave(onDone: () => void) {
  const { t } = useSurveyTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (call: () => Promise<TPaperEntryResult>) => {
    setBusy(true);
    setProblem(null);
    try {
      const r = await call();
      notify.success(
        r.trang_thai === 'second' ? t('paperEntry.savedSecond') : r.trang_thai === 'mismatch' ? t('paperEntry.savedMismatch', { count: r.so_lech }) : t('paperEntry.savedVerified'),
      );
      onDone();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, run };
}

function KeyIn({ hospitalId, opened, onDone }: { hospitalId: number; opened: Opened; onDone: () => void }) {
  const { t } = useSurveyTranslation();
  const api = useApi();
  const items = useMemo(() => paperItems(opened.sheet.parts), [opened.sheet.parts]);
  const [keyed, setKeyed] = useState<Keyed>(() => items.map(() => undefined));
  const [at, setAt] = useState(0);
  const [buffer, setBuffer] = useState('');
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const save = useSave(onDone);
  const done = at >= items.length;
  const item = items[at];
  useEffect(() => (done ? document.getElementById('hm-paper-save')?.focus() : input.current?.focus()), [done]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Tab' || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    const next = keyStep(items, keyed, at, buffer, e.key);
    setKeyed(next.keyed);
    setAt(next.at);
    setBuffer(next.buffer);
    setRefused(next.refused);
  };
  const submit = () =>
    void save.run(() =>
      api.call(endpoints.paperKey, { body: { hospital_id: hospitalId, ma_phieu: opened.code, phien_ban_id: opened.sheet.phien_ban_id, answers: entryAnswers(items, keyed) } }),
    );
  const back = () => {
    setAt(items.length - 1);
    setKeyed((k) => k.map((v, i) => (i === items.length - 1 ? undefined : v)));
    setTimeout(() => input.current?.focus());
  };

  return (
    <section className="hm-paper" aria-labelledby="hm-paper-title">
      <h2 id="hm-paper-title">
        {opened.sheet.tieu_de_khao_sat} · {opened.sheet.ten_phong_ban}
      </h2>
      <p>{opened.sheet.trang_thai === 'second' ? t('paperEntry.stateSecond') : t('paperEntry.stateNew')}</p>
      <p className="hm-paper-help">{t('paperEntry.keysHelp')}</p>
      {!done && item ? (
        <div className="hm-paper-current" aria-label={t('paperEntry.item')}>
          <p className="hm-paper-progress">
            {t('paperEntry.progress', { n: at + 1, total: items.length })} · {item.part}
          </p>
          <p className="hm-paper-item">
            <b>{item.code}</b> {item.text}
          </p>
          <ol className="hm-paper-scale">
            {item.answers.map((a) => (
              <li key={a.value} className={buffer && String(a.value).startsWith(buffer) ? 'hm-paper-typed' : undefined}>
                <b>{a.value}</b> {a.label}
              </li>
            ))}
          </ol>
          <label htmlFor="hm-paper-key">{t('paperEntry.valueLabel', { code: item.code })}</label>
          <InputText
            id="hm-paper-key"
            ref={input}
            value={buffer}
            onChange={() => undefined}
            onKeyDown={onKeyDown}
            inputMode="numeric"
            autoComplete="off"
            className="hm-paper-key"
            aria-describedby={refused ? 'hm-paper-refused' : undefined}
            invalid={refused}
          />
          {refused && (
            <p id="hm-paper-refused" className="hm-paper-refused" role="alert">
              {t('paperEntry.notOnScale', { code: item.code, values: item.answers.map((a) => a.value).join(', ') })}
            </p>
          )}
        </div>
      ) : (
        <p role="status">{t('paperEntry.allKeyed', { total: items.length })}</p>
      )}
      <h3>{t('paperEntry.keyed')}</h3>
      <ol className="hm-paper-keyed" aria-label={t('paperEntry.keyed')}>
        {items.map((it, i) => (
          <li key={it.cauhoi_id} aria-current={i === at ? 'step' : undefined}>
            <b>{it.code}</b> <span>{label(it, keyed[i], t('paperEntry.blank'))}</span>
          </li>
        ))}
      </ol>
      {save.problem && (
        <div className="hm-vote-alert" role="alert">
          {save.problem}
        </div>
      )}
      <div className="hm-paper-actions">
        <Button type="button" label={t('paperEntry.cancel')} severity="secondary" text onClick={onDone} disabled={save.busy} />
        {done && <Button type="button" label={t('common.back')} severity="secondary" outlined onClick={back} disabled={save.busy} />}
        <Button
          id="hm-paper-save"
          type="button"
          label={save.busy ? t('paperEntry.saving') : t('paperEntry.save')}
          icon="pi pi-save"
          onClick={submit}
          disabled={!done || save.busy}
          loading={save.busy}
        />
      </div>
    </section>
  );
}

function Resolve({ hospitalId, opened, onDone }: { hospitalId: number; opened: Opened; onDone: () => void }) {
  const { t } = useSurveyTranslation();
  const api = useApi();
  const items = useMemo(() => new Map(paperItems(opened.sheet.parts).map((i) => [i.cauhoi_id, i])), [opened.sheet.parts]);
  const [chosen, setChosen] = useState<Map<number, number | null>>(new Map());
  const [missing, setMissing] = useState(false);
  const save = useSave(() => {
    notify.success(t('paperEntry.resolved'));
    onDone();
  });
  const lech = opened.sheet.lech;
  const submit = () => {
    if (lech.some((m) => !chosen.has(m.cauhoi_id))) return setMissing(true);
    setMissing(false);
    void save.run(() =>
      api.call(endpoints.paperResolve, {
        body: {
          hospital_id: hospitalId,
          ma_phieu: opened.code,
          phien_ban_id: opened.sheet.phien_ban_id,
          answers: lech.map((m) => ({ cauhoi_id: m.cauhoi_id, gia_tri: chosen.get(m.cauhoi_id) ?? null })),
        },
      }),
    );
  };
  return (
    <section className="hm-paper" aria-labelledby="hm-paper-resolve">
      <h2 id="hm-paper-resolve">{t('paperEntry.resolveTitle')}</h2>
      <p>{t('paperEntry.resolveIntro', { count: lech.length })}</p>
      <table className="hm-paper-diff">
        <thead>
          <tr>
            <th scope="col">{t('paperEntry.item')}</th>
            <th scope="col">{t('paperEntry.first')}</th>
            <th scope="col">{t('paperEntry.second')}</th>
            <th scope="col">{t('paperEntry.onPaper')}</th>
          </tr>
        </thead>
        <tbody>
          {lech.map((m) => {
            const it = items.get(m.cauhoi_id);
            if (!it) return null;
            const options: (number | null)[] = [...it.answers.map((a) => a.value), null];
            return (
              <tr key={m.cauhoi_id}>
                <th scope="row">
                  <b>{it.code}</b> {it.text}
                </th>
                <td>{label(it, m.lan_1, t('paperEntry.blank'))}</td>
                <td>{label(it, m.lan_2, t('paperEntry.blank'))}</td>
                <td>
                  <fieldset className="hm-paper-choice">
                    <legend className="p-sr-only">{t('paperEntry.valueLabel', { code: it.code })}</legend>
                    {options.map((v) => {
                      const id = `hm-paper-${m.cauhoi_id}-${v ?? 'blank'}`;
                      return (
                        <span key={id}>
                          <RadioButton
                            inputId={id}
                            name={`hm-paper-${m.cauhoi_id}`}
                            value={v}
                            checked={chosen.has(m.cauhoi_id) && chosen.get(m.cauhoi_id) === v}
                            onChange={() => setChosen((c) => new Map(c).set(m.cauhoi_id, v))}
                          />
                          <label htmlFor={id}>{v === null ? t('paperEntry.blank') : v}</label>
                        </span>
                      );
                    })}
                  </fieldset>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {(missing || save.problem) && (
        <div className="hm-vote-alert" role="alert">
          {missing ? t('paperEntry.chooseAll') : save.problem}
        </div>
      )}
      <div className="hm-paper-actions">
        <Button type="button" label={t('paperEntry.cancel')} severity="secondary" text onClick={onDone} disabled={save.busy} />
        <Button type="button" label={t('paperEntry.resolve')} icon="pi pi-check" onClick={submit} disabled={save.busy} loading={save.busy} />
      </div>
    </section>
  );
}

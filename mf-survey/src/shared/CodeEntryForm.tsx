import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { FormEvent, RefObject } from 'react';

/** The words of a code form, in the page's language. */
export interface CodeEntryTexts {
  intro: string;
  problemTitle: string;
  codeLabel: string;
  codeHint: string;
  open: string;
}

interface Props {
  /** The input's id (its hint is `<id>-hint`). */
  id: string;
  className: string;
  texts: CodeEntryTexts;
  code: string;
  onCode: (code: string) => void;
  /** The server's reason the last code was refused, shown as an alert. */
  problem: string | null;
  busy: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: (e: FormEvent) => void;
}

/**
 * Where a printed code is typed: a ballot card's on the vote page, a paper questionnaire's on the
 * keying page. Codes are typed in capitals without autocorrect; a refused code's reason stays in
 * view above the field.
 */
export function CodeEntryForm({ id, className, texts, code, onCode, problem, busy, inputRef, onSubmit }: Props) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <p>{texts.intro}</p>
      {problem && (
        <div className="hm-vote-alert" role="alert">
          <strong>{texts.problemTitle}</strong> <span>{problem}</span>
        </div>
      )}
      <div className="hm-field">
        <label htmlFor={id}>{texts.codeLabel}</label>
        <InputText
          id={id}
          ref={inputRef}
          value={code}
          onChange={(e) => onCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-describedby={`${id}-hint`}
          invalid={problem !== null}
        />
        <small id={`${id}-hint`}>{texts.codeHint}</small>
      </div>
      <Button type="submit" label={texts.open} icon="pi pi-arrow-right" iconPos="right" loading={busy} disabled={busy} />
    </form>
  );
}

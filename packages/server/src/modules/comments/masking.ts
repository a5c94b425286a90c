import { foldSearchText } from '@hm/contract';

/**
 * Masking of staff comments before they leave the server (docs/decisions/comments.md): staff
 * names from the hospital's catalogue, phone numbers and e-mail addresses are replaced by a
 * placeholder. Pure: the caller loads the names.
 */

export interface MaskWords {
  name: string;
  phone: string;
  email: string;
}

export const MASK_WORDS: Record<'vi' | 'en', MaskWords> = {
  vi: { name: '[tên]', phone: '[số điện thoại]', email: '[email]' },
  en: { name: '[name]', phone: '[phone]', email: '[email]' },
};

export interface MaskResult {
  text: string;
  names: number;
  phones: number;
  emails: number;
}

type Kind = 'name' | 'phone' | 'email';
interface Span {
  start: number;
  end: number;
  kind: Kind;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/**
 * Vietnamese phone numbers: 0 or +84 / 84 / (+84) then 9–10 more digits with spaces, dots, dashes
 * or brackets between them (0912 345 678, 0912.345.678, +84 912345678, (028) 3800 0001), and the
 * 1800 / 1900 service numbers.
 */
const PHONE = /(?<![\p{L}\p{N}+])(?:(?:\(?\+?84\)?|\(?0)(?:[\s.()-]{0,2}\d){8,10}|1[89]00(?:[\s.-]?\d){4,6})(?![\p{N}])/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Words before which a given name alone is taken as a person's name: Vietnamese forms of address
 * and job titles ("chị Lan", "bác sĩ Minh", "bs Hùng"). A given name alone elsewhere is kept:
 * "An", "Bình", "Hoa", "Minh" are also everyday words ("an toàn", "bình thường").
 */
const TITLES = [
  'anh',
  'chị',
  'em',
  'cô',
  'chú',
  'bác',
  'ông',
  'bà',
  'thầy',
  'dì',
  'cậu',
  'mợ',
  'o',
  'bs',
  'bác sĩ',
  'ys',
  'y sĩ',
  'y tá',
  'đd',
  'điều dưỡng',
  'ktv',
  'kỹ thuật viên',
  'ds',
  'dược sĩ',
  'hộ lý',
  'nữ hộ sinh',
  'nhs',
  'trưởng khoa',
  'phó khoa',
  'trưởng phòng',
  'điều dưỡng trưởng',
  'ts',
  'ths',
  'pgs',
  'gs',
  'dr',
  'doctor',
  'nurse',
  'mr',
  'mrs',
  'ms',
  'miss',
  'sister',
].map((t) => t.split(' '));

/** A word of a text or of a name, compared accent- and case-insensitively. */
interface Token {
  start: number;
  end: number;
  /** Lower case, NFC. */
  lower: string;
  folded: string;
  /** Written without any Vietnamese mark (so it may stand for any accented form). */
  plain: boolean;
  /** The marks it carries, in order of the letters' base, whatever their placement ("hoà" = "hòa"). */
  marks: string;
}

const marksOf = (lower: string) =>
  [...lower.normalize('NFD')]
    .filter((c) => /[\u0300-\u036f]/.test(c) || c === 'đ')
    .sort()
    .join('');

function token(word: string, start: number): Token {
  const lower = word.toLowerCase().normalize('NFC');
  const folded = foldSearchText(lower);
  return { start, end: start + word.length, lower, folded, plain: folded === lower, marks: marksOf(lower) };
}

/**
 * A comment word stands for a name word when they are the same letters and either the comment
 * wrote it without marks ("nguyen" for "Nguyễn") or with the same marks, wherever it placed them.
 */
const sameWord = (t: Token, n: Token) => t.folded === n.folded && (t.plain || t.marks === n.marks);

const tokensOf = (text: string): Token[] => [...text.matchAll(WORD)].map((m) => token(m[0], m.index));

/** The forms of a staff name that are masked wherever they stand: the full name, and its last two words. */
function nameForms(fullName: string): Token[][] {
  const words = tokensOf(fullName.normalize('NFC'));
  if (words.length === 0) return [];
  const forms: Token[][] = [];
  if (words.length >= 2) forms.push(words);
  if (words.length >= 3) forms.push(words.slice(-2));
  return forms;
}

/**
 * The hospital's staff names, indexed for masking: every full name and its last two words
 * ("Nguyễn Văn An", "Văn An"), and given names that follow a form of address ("chị Lan").
 * @example const m = new NameMasker(['Nguyễn Văn An']); m.spans('gặp nguyen van an') // [{ start: 4, end: 17, … }]
 */
export class NameMasker {
  /** Forms by their first word, folded; longest first. */
  private readonly forms = new Map<string, Token[][]>();
  private readonly given = new Map<string, Token[]>();

  constructor(names: readonly string[]) {
    for (const name of names) {
      for (const form of nameForms(name)) {
        const list = this.forms.get(form[0]!.folded) ?? [];
        list.push(form);
        this.forms.set(form[0]!.folded, list);
      }
      const words = tokensOf(name.normalize('NFC'));
      const last = words[words.length - 1];
      if (last) this.given.set(last.folded, [...(this.given.get(last.folded) ?? []), last]);
    }
    for (const list of this.forms.values()) list.sort((a, b) => b.length - a.length);
  }

  /** The spans of the text that name a staff member. */
  spans(text: string): Span[] {
    const words = tokensOf(text);
    const out: Span[] = [];
    const adjacent = (a: Token, b: Token) => /^\s+$/.test(text.slice(a.end, b.start));
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      const form = (this.forms.get(w.folded) ?? []).find(
        (f) => i + f.length <= words.length && f.every((n, k) => sameWord(words[i + k]!, n) && (k === 0 || adjacent(words[i + k - 1]!, words[i + k]!))),
      );
      if (form) {
        out.push({ start: w.start, end: words[i + form.length - 1]!.end, kind: 'name' });
        i += form.length - 1;
        continue;
      }
      const given = this.given.get(w.folded);
      if (given && given.some((n) => sameWord(w, n)) && this.afterTitle(words, i, adjacent)) out.push({ start: w.start, end: w.end, kind: 'name' });
    }
    return out;
  }

  private afterTitle(words: Token[], i: number, adjacent: (a: Token, b: Token) => boolean): boolean {
    return TITLES.some((title) => {
      const from = i - title.length;
      if (from < 0) return false;
      return title.every((t, k) => {
        const w = words[from + k]!;
        return foldSearchText(t) === w.folded && adjacentOrDot(words, from + k, adjacent);
      });
    });
  }
}

/** The next word follows this one after spaces, or after a dot and spaces ("bs. Hùng"). */
function adjacentOrDot(words: Token[], k: number, adjacent: (a: Token, b: Token) => boolean): boolean {
  const next = words[k + 1];
  return next !== undefined && (adjacent(words[k]!, next) || next.start - words[k]!.end <= 3);
}

const matchSpans = (text: string, re: RegExp, kind: Kind): Span[] => [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length, kind }));

/**
 * Masks a comment: e-mail addresses first, then phone numbers, then staff names outside them;
 * overlapping spans are merged into the first one.
 * @example maskComment('Gọi chị Lan 0912 345 678', new NameMasker(['Trần Thị Lan']), MASK_WORDS.vi).text // 'Gọi chị [tên] [số điện thoại]'
 */
export function maskComment(raw: string, names: NameMasker, words: MaskWords): MaskResult {
  const text = raw.normalize('NFC');
  const spans = [...matchSpans(text, EMAIL, 'email'), ...matchSpans(text, PHONE, 'phone'), ...names.spans(text)].sort((a, b) => a.start - b.start || b.end - a.end);
  const counts = { names: 0, phones: 0, emails: 0 };
  let out = '';
  let at = 0;
  for (const s of spans) {
    if (s.start < at) continue;
    out += text.slice(at, s.start) + words[s.kind];
    counts[s.kind === 'name' ? 'names' : s.kind === 'phone' ? 'phones' : 'emails']++;
    at = s.end;
  }
  return { text: out + text.slice(at), ...counts };
}

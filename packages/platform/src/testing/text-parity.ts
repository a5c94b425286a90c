/** Letters only Vietnamese uses (with their tone marks): none belongs in an English text. */
const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

type Texts = { [key: string]: string | Texts };

function leaves(t: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(t)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, s] of leaves(v, path)) out.set(p, s);
  }
  return out;
}
/** i18next plural forms (`x_one`, `x_other`) count as one key across languages. */
const base = (path: string) => path.replace(/_(zero|one|two|few|many|other)$/, '');

/**
 * What differs between a module's Vietnamese and English texts: keys only one language has, and
 * English texts holding Vietnamese letters (`allowVietnamese`: keys that name Vietnamese things on
 * purpose, such as 'Tiếng Việt'). Empty when they agree.
 * @example expect(textParityProblems(systemVi, systemEn)).toEqual([]);
 */
export function textParityProblems(vi: object, en: object, { allowVietnamese = [] as string[] } = {}): string[] {
  const v = leaves(vi as Texts);
  const e = leaves(en as Texts);
  const vKeys = new Set([...v.keys()].map(base));
  const eKeys = new Set([...e.keys()].map(base));
  const problems: string[] = [];
  for (const k of vKeys) if (!eKeys.has(k)) problems.push(`missing in English: ${k}`);
  for (const k of eKeys) if (!vKeys.has(k)) problems.push(`missing in Vietnamese: ${k}`);
  for (const [k, s] of e) if (VIETNAMESE.test(s) && !allowVietnamese.includes(k)) problems.push(`Vietnamese in English: ${k} = ${s}`);
  return problems;
}

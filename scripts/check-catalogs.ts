/**
 * Fails when a Chinese catalog lacks a translation: an entry missing, an empty msgstr, or English
 * copied over unchanged. Runs in the test command so untranslated screens cannot land.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

type Entry = { id: string; str: string; obsolete: boolean };

const unquote = (lines: string[]) => lines.map((l) => JSON.parse(l.slice(l.indexOf('"')))).join('');

export function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const obsolete = lines.some((l) => l.startsWith('#~'));
    const clean = lines.map((l) => l.replace(/^#~\s*/, '')).filter((l) => !l.startsWith('#'));
    const idAt = clean.findIndex((l) => l.startsWith('msgid '));
    const strAt = clean.findIndex((l) => l.startsWith('msgstr '));
    if (idAt < 0 || strAt < 0) continue;
    const id = unquote(clean.slice(idAt, strAt));
    const str = unquote(clean.slice(strAt).filter((l, i) => i === 0 || l.startsWith('"')));
    if (id) entries.push({ id, str, obsolete });
  }
  return entries;
}

// Words that stay as they are in Chinese screens (codes, brands, currency codes).
const SAME_IN_CHINESE =
  /^[\s\d.,:;!?%/+()\-–—#@|·…]*$|^(USD|SGD|HKD|CNY|HKEx|Visa|Mastercard|App Store|CVV|English|简体中文|繁體中文|OK)$/;
const placeholders = /\{[^}]*\}|<\/?\d+>/g;

export function problems(source: Entry[], target: Entry[], locale: string): string[] {
  const out: string[] = [];
  const byId = new Map(target.filter((e) => !e.obsolete).map((e) => [e.id, e.str]));
  for (const { id, obsolete } of source) {
    if (obsolete) continue;
    const str = byId.get(id);
    if (str === undefined) out.push(`${locale}: missing entry for "${id}"`);
    else if (!str.trim()) out.push(`${locale}: empty translation for "${id}"`);
    else if (
      str === id &&
      /[A-Za-z]{2,}/.test(id.replace(placeholders, '')) &&
      !SAME_IN_CHINESE.test(id)
    )
      out.push(`${locale}: English left untranslated: "${id}"`);
  }
  return out;
}

function main() {
  const areas = readdirSync('src/locales/en')
    .filter((f) => f.endsWith('.po'))
    .map((f) => f.replace(/\.po$/, ''));
  const read = (l: string, area: string) => {
    const path = `src/locales/${l}/${area}.po`;
    return existsSync(path) ? parsePo(readFileSync(path, 'utf8')) : [];
  };
  let total = 0;
  const found: string[] = [];
  for (const area of areas) {
    const source = read('en', area);
    total += source.length;
    for (const l of ['zh_CN', 'zh_HK'])
      found.push(...problems(source, read(l, area), `${l}/${area}`));
  }
  if (found.length) {
    console.error(`${found.length} translation problem(s):\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `catalogs: ${total} messages in ${areas.length} areas, translated in zh_CN and zh_HK`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();

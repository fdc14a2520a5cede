import { describe, expect, it } from 'vitest';
import { parsePo, problems } from '../../../scripts/check-catalogs';

const po = (pairs: [string, string][]) =>
  pairs
    .map(
      ([id, str]) => `#: src/x.tsx:1\nmsgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(str)}`,
    )
    .join('\n\n');

describe('catalog check', () => {
  const source = parsePo(
    po([
      ['Pay now', 'Pay now'],
      ['Error Code {code}', 'Error Code {code}'],
      ['USD', 'USD'],
    ]),
  );

  it('passes a complete Chinese catalog', () => {
    const zh = parsePo(
      po([
        ['Pay now', '立即付款'],
        ['Error Code {code}', '错误代码 {code}'],
        ['USD', 'USD'],
      ]),
    );
    expect(problems(source, zh, 'zh_CN')).toEqual([]);
  });

  it('reports missing, empty and copied-English entries', () => {
    const zh = parsePo(
      po([
        ['Pay now', ''],
        ['Error Code {code}', 'Error Code {code}'],
      ]),
    );
    expect(problems(source, zh, 'zh_HK')).toEqual([
      'zh_HK: empty translation for "Pay now"',
      'zh_HK: English left untranslated: "Error Code {code}"',
      'zh_HK: missing entry for "USD"',
    ]);
  });

  it('reads multi-line strings and skips obsolete entries', () => {
    const text = 'msgid ""\n"Long "\n"text"\nmsgstr ""\n"長"\n"文"\n\n#~ msgid "Old"\n#~ msgstr ""';
    const entries = parsePo(text);
    expect(entries).toEqual([
      { id: 'Long text', str: '長文', obsolete: false },
      { id: 'Old', str: '', obsolete: true },
    ]);
  });
});

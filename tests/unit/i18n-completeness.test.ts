import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkLocaleParity,
  checkUsedKeys,
  flattenMessages,
  keysUsedIn,
  runI18nChecks,
  untranslatedThai,
  type Locales,
} from '../../scripts/check-i18n.mjs';

const locales = (byLanguage: Record<string, Record<string, object>>): Locales =>
  Object.fromEntries(
    Object.entries(byLanguage).map(([language, files]) => [
      language,
      Object.fromEntries(Object.entries(files).map(([ns, tree]) => [ns, flattenMessages(tree)])),
    ]),
  );

describe('the locale files of this project', () => {
  const result = runI18nChecks();

  it('have the same keys in vi, zh-cn, en and th, and every literal key the source uses exists', () => {
    expect(result.problems).toEqual([]);
  });

  it('include the shell namespace and found key uses to check', () => {
    expect(result.namespaces).toEqual(expect.arrayContaining(['common', 'shell']));
    expect(result.usedKeyCount).toBeGreaterThan(20);
  });
});

describe('checkLocaleParity', () => {
  const full = { a: { b: 'x', c: 'Pick {{num}}' } };

  it('passes identical key sets', () => {
    expect(checkLocaleParity(locales({ vi: { ns: full }, 'zh-cn': { ns: full }, en: { ns: full }, th: { ns: full } }))).toEqual([]);
  });

  it('names missing and extra keys with their file', () => {
    const problems = checkLocaleParity(
      locales({ vi: { ns: { a: { b: 'x' } } }, 'zh-cn': { ns: { ...full, d: 'y' } }, en: { ns: full }, th: { ns: full } }),
    );
    expect(problems).toEqual([
      'vi/ns.json: missing key "a.c" (present in en/ns.json)',
      'zh-cn/ns.json: extra key "d" (not in en/ns.json)',
    ]);
  });

  it('names missing files, empty texts, non-strings and placeholder differences', () => {
    const problems = checkLocaleParity(
      locales({ vi: { ns: { a: { b: ' ', c: 'Chọn {{n}}' } } }, en: { ns: full, other: { k: 'v' } }, th: { ns: { a: { b: 1, c: '{{num}}' } } } }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'zh-cn/ns.json: file missing',
        'vi/other.json: file missing',
        'th/other.json: file missing',
        'zh-cn/other.json: file missing',
        'vi/ns.json: "a.b" is empty',
        'vi/ns.json: "a.c" has placeholders {n}, en has {num}',
        'th/ns.json: "a.b" is not a string',
      ]),
    );
  });

  it('warns about Thai texts copied from English, ignoring placeholders', () => {
    const warnings = untranslatedThai(
      locales({ en: { ns: { a: 'Deposit now', b: 'Lotus', c: '{{name}} ({{state}})' } }, th: { ns: { a: 'Deposit now', b: 'Lotus', c: '{{name}} ({{state}})' } } }),
    );
    expect(warnings).toEqual(['th/ns.json: "a" is the English text "Deposit now"', 'th/ns.json: "b" is the English text "Lotus"']);
  });
});

describe('keysUsedIn', () => {
  const known = ['common', 'shell', 'sports'];
  const uses = (code: string) => keysUsedIn('x.tsx', code, known).map(({ key, namespaces, via }) => ({ key, namespaces, via }));

  it('resolves t() to the namespaces of the useTranslation call in scope', () => {
    const code = `
      function A() { const { t } = useTranslation('sports'); return t('title'); }
      function B() { const { t } = useTranslation(); return t('common.loading'); }
      function C() { const { t } = useTranslation(['shell', 'common']); return t('services.x'); }
      function D() { const { t: tr } = useTranslation('shell', { keyPrefix: 'services' }); return tr('y'); }
    `;
    expect(uses(code)).toEqual([
      { key: 'title', namespaces: ['sports'], via: 't()' },
      { key: 'common.loading', namespaces: ['common'], via: 't()' },
      { key: 'services.x', namespaces: ['shell', 'common'], via: 't()' },
      { key: 'services.y', namespaces: ['shell'], via: 't()' },
    ]);
  });

  it('reads ns options, i18n.t, i18nKey and ns:key strings; skips dynamic keys', () => {
    const code = `
      const a = i18n.t('common.loading');
      function E(t) { return [t('handed.in'), t(\`dyn.\${x}\`), t(key), t('k', { ns: 'sports' })]; }
      const tabs = [{ labelKey: 'common:tabbar.home' }, { id: 'http:x' }, { id: 'nope:x.y' }];
      const el = <Trans i18nKey="shell:services.siteMaintenance" />;
    `;
    expect(uses(code)).toEqual([
      { key: 'common.loading', namespaces: ['common'], via: 't()' },
      { key: 'handed.in', namespaces: undefined, via: 't()' },
      { key: 'k', namespaces: ['sports'], via: 't()' },
      { key: 'common:tabbar.home', namespaces: undefined, via: 'string' },
      { key: 'shell:services.siteMaintenance', namespaces: ['common'], via: 'i18nKey' },
    ]);
  });

  it('ignores keys in comments', () => {
    expect(uses(`// t('not.used')\n/* t('nor.this') */ const x = 1;`)).toEqual([]);
  });
});

describe('checkUsedKeys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports keys missing from the English file they resolve to, with file and line', () => {
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(
      join(dir, 'src', 'Screen.tsx'),
      [
        "const { t } = useTranslation('shell');",
        "t('services.ok');",
        "t('services.missing');",
        "t('common:app.name');",
        "t('count', { count: 2 });",
        "const label = 'shell:gone.key';",
      ].join('\n'),
    );
    writeFileSync(join(dir, 'src', 'Screen.test.tsx'), "t('ignored.in.tests');");
    const en = locales({ en: { shell: { services: { ok: 'OK' }, count_one: '1', count_other: 'n' }, common: { app: { name: 'L' } } } });
    const { problems, count } = checkUsedKeys(join(dir, 'src'), en, dir);
    expect(count).toBe(5);
    expect(problems).toEqual([
      'src/Screen.tsx:3: t() key "services.missing" is not in en/shell.json',
      'src/Screen.tsx:6: string key "shell:gone.key" is not in en/shell.json',
    ]);
  });
});

import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noHardcodedText } from '../../eslint-rules/no-hardcoded-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const text = (name: string) => ({ messageId: 'text' as const, data: { text: name } });
const prop = (name: string, propName: string) => ({ messageId: 'prop' as const, data: { text: name, prop: propName } });

tester.run('no-hardcoded-text', noHardcodedText, {
  valid: [
    { code: 'const a = <p>{t("home:title")}</p>;' },
    { code: 'const a = <input placeholder={t("auth:userName")} aria-label={label} />;' },
    { code: 'const a = <span>+84</span>;' },
    { code: 'const a = <span>{count} · 100% — 12:30 ({n})</span>;' },
    { code: 'const a = <span>{"+84"}</span>;' },
    { code: 'const a = <div className="card wide" data-testid="balance" role="status" />;' },
    { code: 'const a = <img alt="" src="/a.png" />;' },
    { code: 'const a = <p>{`${a}/${b}`}</p>;' },
    { code: 'const a = <Cell value="VND" />;' },
    { code: 'const a = <a title="Lotus" aria-label={t("x")} />;', options: [{ props: ['aria-label'] }] },
    {
      code: 'const a = (\n  <p>\n    {/* eslint-disable-next-line rule-to-test/no-hardcoded-text -- brand name */}\n    Lotus\n  </p>\n);',
    },
  ],
  invalid: [
    { code: 'const a = <p>Hello</p>;', errors: [text('Hello')] },
    { code: 'const a = <p>Xin chào</p>;', errors: [text('Xin chào')] },
    { code: 'const a = <p>投注</p>;', errors: [text('投注')] },
    { code: 'const a = <p>{"Loading"}</p>;', errors: [text('Loading')] },
    { code: 'const a = <p>{ok ? "Yes" : t("no")}</p>;', errors: [text('Yes')] },
    { code: 'const a = <p>{n > 0 && `${n} bets`}</p>;', errors: [text('bets')] },
    { code: 'const a = <button aria-label="Close" />;', errors: [prop('Close', 'aria-label')] },
    { code: 'const a = <input placeholder={"Phone"} />;', errors: [prop('Phone', 'placeholder')] },
    { code: 'const a = <img alt="Banner" />;', errors: [prop('Banner', 'alt')] },
    { code: 'const a = <a title={x ? "Open" : "+84"} />;', errors: [prop('Open', 'title')] },
    { code: 'const a = <Spinner label="Wait" />;', errors: [prop('Wait', 'label')] },
    { code: 'const a = <Cell subtitle="Note" />;', options: [{ props: ['subtitle'] }], errors: [prop('Note', 'subtitle')] },
    { code: 'const a = <><b>A</b></>;', errors: [text('A')] },
  ],
});

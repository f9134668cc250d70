import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8 } from './base64';
import { decodeMessage, isScriptUrl, plainTextFromBase64, safeHtmlFromBase64, sanitizeHtml } from './safe-html';

/** Base64 of UTF-8 text, the way the backend encodes message content. */
const encode = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes));
};

/** Parses clean HTML into a detached element to look at what would be rendered. */
const parse = (html: string): HTMLElement => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

describe('decodeBase64Utf8', () => {
  it('decodes UTF-8 text, not Latin-1 bytes', () => {
    expect(decodeBase64Utf8(encode('Chúc mừng bạn đã lên VIP 2!'))).toBe('Chúc mừng bạn đã lên VIP 2!');
    expect(decodeBase64Utf8(encode('恭喜您升级到 VIP 2'))).toBe('恭喜您升级到 VIP 2');
    // What atob alone would give for the same input: mojibake.
    expect(atob(encode('đã'))).not.toBe('đã');
  });

  it('accepts blanks, missing padding and the URL-safe alphabet', () => {
    const encoded = encode('Hải Phòng ✓');
    expect(decodeBase64Utf8(`${encoded.slice(0, 8)}\n${encoded.slice(8)}`)).toBe('Hải Phòng ✓');
    expect(decodeBase64Utf8(encoded.replace(/=+$/, ''))).toBe('Hải Phòng ✓');
    expect(decodeBase64Utf8(encoded.replace(/\+/g, '-').replace(/\//g, '_'))).toBe('Hải Phòng ✓');
  });

  it('throws on text that is not base64 or not UTF-8', () => {
    expect(() => decodeBase64Utf8('not base64!')).toThrow();
    expect(() => decodeBase64Utf8(btoa('\xff\xfe\xfd'))).toThrow();
  });

  it('decodeMessage keeps content that is not base64 as it is', () => {
    expect(decodeMessage('Plain text, no encoding')).toBe('Plain text, no encoding');
    expect(decodeMessage(encode('<b>Hi</b>'))).toBe('<b>Hi</b>');
  });
});

describe('isScriptUrl', () => {
  it.each([
    ['javascript:alert(1)', true],
    ['JavaScript:alert(1)', true],
    [' java\tscript:alert(1)', true],
    ['\u0001javascript:alert(1)', true],
    ['vbscript:msgbox(1)', true],
    ['data:text/html;base64,PHNjcmlwdD4=', true],
    ['https://lotus.example/promo', false],
    ['/activity', false],
    ['mailto:help@lotus.example', false],
  ])('%s -> %s', (url, expected) => {
    expect(isScriptUrl(url)).toBe(expected);
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts and their text', () => {
    const box = parse(sanitizeHtml('<p>Hi</p><script>alert("xss")</script>'));
    expect(box.querySelector('script')).toBeNull();
    expect(box.textContent).toBe('Hi');
  });

  it('removes event handler attributes and keeps the element', () => {
    const box = parse(sanitizeHtml('<img src="x" onerror="alert(1)"><div onmouseover="alert(1)">Xem</div>'));
    expect(box.querySelector('img')?.getAttributeNames()).toEqual(['src', 'alt']);
    expect(box.querySelector('div')?.getAttributeNames()).toEqual([]);
    expect(box.innerHTML).not.toMatch(/on(error|mouseover)/i);
  });

  it('drops script URLs from links and keeps their text', () => {
    const box = parse(sanitizeHtml('<a href="javascript:alert(document.cookie)">Tham gia</a><a href=" jav&#x09;ascript:alert(1)">B</a>'));
    for (const link of box.querySelectorAll('a')) {
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.hasAttribute('target')).toBe(false);
    }
    expect(box.textContent).toBe('Tham giaB');
  });

  it('opens real links apart from the app, with rel=noopener', () => {
    const link = parse(sanitizeHtml('<a href="https://lotus.example/promo" target="_self" rel="opener">Promo</a>')).querySelector('a');
    expect(link).toHaveAttribute('href', 'https://lotus.example/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('removes inline styles, forms, frames and data: sources', () => {
    const html = sanitizeHtml(
      '<p style="position:fixed">A</p><form action="https://evil.example"><input name="pw"></form><iframe src="https://evil.example"></iframe><img src="data:image/svg+xml;base64,PHN2Zz4=">',
    );
    const box = parse(html);
    expect(box.querySelector('[style], form, input, iframe')).toBeNull();
    expect(box.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(box.textContent).toBe('A');
  });

  it('marks images without a description as decoration and keeps given descriptions', () => {
    const box = parse(sanitizeHtml('<img src="https://cdn.lotus.example/a.png"><img src="https://cdn.lotus.example/b.png" alt="Cup">'));
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['', 'Cup']);
  });

  it('keeps ordinary formatting', () => {
    const html = '<h3>Lịch</h3><p><b>Không</b> chia sẻ <em>mã</em></p><ul><li>1</li></ul><table><tbody><tr><td>20:00</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('safeHtmlFromBase64', () => {
  it('decodes then cleans a letter with a script, an event handler and a script link', () => {
    const content = encode(
      '<p><b>Không</b> chia sẻ mã xác minh.</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script><a href="javascript:alert(1)">Xem</a>',
    );
    const html = safeHtmlFromBase64(content);
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    const box = parse(html);
    expect(box.querySelector('b')).toHaveTextContent('Không');
    expect(box.textContent).toBe('Không chia sẻ mã xác minh.Xem');
  });

  it('escapes plain text that is not base64 instead of running it', () => {
    expect(safeHtmlFromBase64('<svg onload=alert(1)>')).not.toMatch(/onload/);
  });
});

describe('plainTextFromBase64', () => {
  it('gives the words without markup or script text', () => {
    const content = encode('<h3>Lịch thi đấu</h3><table><tr><td>Hà Nội FC</td><td>20:00</td></tr></table><script>fetch("x")</script>');
    expect(plainTextFromBase64(content)).toBe('Lịch thi đấu Hà Nội FC 20:00');
  });

  it('collapses blanks of plain text', () => {
    expect(plainTextFromBase64(encode('  Hệ thống   sẽ\nbảo trì  '))).toBe('Hệ thống sẽ bảo trì');
  });
});

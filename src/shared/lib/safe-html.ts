import DOMPurify, { type Config } from 'dompurify';
import { decodeBase64Utf8 } from './base64';

/**
 * Letters and announcements arrive as base64 UTF-8 text that operators type, often with HTML in it (SPEC.md
 * section 3). Nothing of it reaches the page before it is decoded here and cleaned by DOMPurify: no scripts, no
 * event handlers, no script URLs, no inline styles or forms, and every remaining link opens apart from the app.
 */

/** Schemes a link may never carry, checked after the blanks and control characters browsers ignore are removed. */
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i;
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\s\u0000-\u001f]+/g;

/** Tags that never belong in a message, on top of what DOMPurify removes by itself. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'];

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
};

/** True when a URL would run script (javascript:, vbscript:) or smuggle a document (data:) once followed. */
export function isScriptUrl(url: string): boolean {
  return SCRIPT_SCHEME.test(url.replace(IGNORED_IN_URL, ''));
}

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

/** Our own DOMPurify instance, so its link hook never leaks into other users of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' && node.nodeName !== 'AREA') return;
    const href = node.getAttribute('href');
    if (href !== null && isScriptUrl(href)) node.removeAttribute('href');
    if (node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    // Operators rarely describe their pictures: without a description an image is decoration for screen readers.
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    for (const name of ['src', 'xlink:href', 'background', 'poster']) {
      const value = node.getAttribute(name);
      if (value !== null && isScriptUrl(value)) node.removeAttribute(name);
    }
  });
  purifier = created;
  return created;
}

/** Cleans HTML for rendering with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

/** The text of a base64 message: decoded, or the content itself when it is not valid base64 UTF-8. */
export function decodeMessage(content: string): string {
  try {
    return decodeBase64Utf8(content);
  } catch {
    return content;
  }
}

/** Base64 message content as clean HTML, ready to render. */
export function safeHtmlFromBase64(content: string): string {
  return sanitizeHtml(decodeMessage(content));
}

/** The words of a base64 message without any markup, blanks collapsed (list previews, accessible names). */
export function plainTextFromBase64(content: string): string {
  const fragment = getPurifier().sanitize(decodeMessage(content), { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const words: string[] = [];
  const walker = fragment.ownerDocument.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? '');
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

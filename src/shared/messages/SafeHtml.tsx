import { useMemo } from 'react';
import { safeHtmlFromBase64, sanitizeHtml } from '@/shared/lib/safe-html';
import styles from './SafeHtml.module.css';

export type SafeHtmlProps = { className?: string } & (
  | {
      /** Base64 content of a letter or announcement, as the server sends it. */
      content: string;
      html?: never;
    }
  | {
      /** Plain server HTML (help articles). */
      html: string;
      content?: never;
    }
);

/**
 * Server content rendered as markup only after it is decoded (letters and announcements come base64-encoded)
 * and sanitised (shared/lib/safe-html): operators' formatting stays, scripts, event handlers and script links do
 * not.
 */
export function SafeHtml({ content, html, className }: SafeHtmlProps) {
  const clean = useMemo(() => (html === undefined ? safeHtmlFromBase64(content) : sanitizeHtml(html)), [content, html]);
  return <div className={[styles.content, className ?? ''].filter(Boolean).join(' ')} data-testid="safe-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

import { useMemo } from 'react';
import { safeHtmlFromBase64 } from '@/shared/lib/safe-html';
import styles from './SafeHtml.module.css';

export interface SafeHtmlProps {
  /** Base64 content of a letter or announcement, as the server sends it. */
  content: string;
  className?: string;
}

/**
 * Message content rendered as markup only after it is decoded and sanitised (shared/lib/safe-html): operators'
 * formatting stays, scripts, event handlers and script links do not.
 */
export function SafeHtml({ content, className }: SafeHtmlProps) {
  const html = useMemo(() => safeHtmlFromBase64(content), [content]);
  return <div className={[styles.content, className ?? ''].filter(Boolean).join(' ')} data-testid="safe-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

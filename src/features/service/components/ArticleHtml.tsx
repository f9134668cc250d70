import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/lib/safe-html';
import styles from './ArticleHtml.module.css';

/** Server HTML (help articles) shown only after DOMPurify has cleaned it: no scripts, handlers or script links. */
export function ArticleHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={[styles.article, className ?? ''].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}

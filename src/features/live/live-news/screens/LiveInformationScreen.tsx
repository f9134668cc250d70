import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeWithQuery } from '@/shared/config/paths';
import { SafeHtml } from '@/shared/messages/SafeHtml';
import { Button } from '@/shared/ui/button/Button';
import { LazyImage } from '@/shared/ui/image/LazyImage';
import layout from '@/shared/ui/layout/layout.module.css';
import { LiveListGate } from '@/features/live/rooms/components/LiveListGate';
import { LiveSectionPage } from '@/features/live/rooms/components/LiveSectionPage';
import page from '@/features/live/rooms/components/rooms.module.css';
import { startTimeText } from '@/features/live/rooms/lib/room-display';
import { newsPagesQuery } from '../api/news-queries';
import styles from '../components/live-news.module.css';

/** /live/Information: news articles, newest first, each opening in place (the editors' HTML sanitised). */
export function LiveInformationScreen() {
  const { t, i18n } = useTranslation(['live-news', 'common']);
  const news = useInfiniteQuery(newsPagesQuery(i18n.language));
  const articles = (news.data?.pages ?? []).flatMap((p) => p?.records ?? []);
  return (
    <LiveSectionPage>
      <LiveListGate queries={[news]} rows={5} failed={t('live-news:failed')} empty={t('live-news:empty')} isEmpty={() => articles.length === 0}>
        {() => (
          <>
            <ul className={styles.list} aria-label={t('live-news:title')}>
              {articles.map((article) => (
                <li key={article.newsId}>
                  <details className={styles.article}>
                    <summary className={styles.summary}>
                      <span className={styles.cover}>
                        <LazyImage src={article.cover} alt="" width={96} height={54} />
                      </span>
                      <span className={styles.text}>
                        <span className={styles.title}>{article.title}</span>
                        <span className={layout.caption}>{startTimeText(article.publishTime, i18n.language)}</span>
                      </span>
                    </summary>
                    <div className={styles.body}>
                      <p>{article.summary}</p>
                      <SafeHtml html={article.content} />
                      {article.matchId !== null ? (
                        <Link className={page.watch} to={routeWithQuery('liveMatchList', {})}>
                          {t('live-news:toMatches')}
                        </Link>
                      ) : null}
                    </div>
                  </details>
                </li>
              ))}
            </ul>
            {news.hasNextPage ? (
              <Button variant="secondary" block loading={news.isFetchingNextPage} onClick={() => void news.fetchNextPage()}>
                {t('live-news:more')}
              </Button>
            ) : null}
          </>
        )}
      </LiveListGate>
    </LiveSectionPage>
  );
}

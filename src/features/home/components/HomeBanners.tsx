import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Advertise } from '@/shared/api/generated/main/model';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import { Carousel } from '@/shared/ui/carousel/Carousel';
import { homeBannersQuery } from '../api/home-queries';
import { useTenant } from '../hooks/use-tenant';
import { bannerTarget } from '../lib/home-links';
import styles from './HomeBanners.module.css';
import { SectionFailure } from './SectionFailure';

/** The intrinsic size of a home banner (5:2); the frame keeps it before the picture arrives. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

function BannerImage({ banner, first }: { banner: Advertise; first: boolean }) {
  return (
    <img
      className={styles.image}
      src={banner.imageUrl}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      // The first banner is the screen's largest picture: fetched at once and first; the others when shown.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
      draggable={false}
    />
  );
}

/**
 * A banner says what it promotes: its title over the picture's left side (the mock's and the operator's art keeps
 * that side calm). The picture's alt already names the link, so the caption is for the eye only.
 */
function Banner({ banner, first }: { banner: Advertise; first: boolean }) {
  const { t } = useTranslation('home');
  const target = bannerTarget(banner);
  const content = (
    <>
      <BannerImage banner={banner} first={first} />
      <span className={styles.caption} aria-hidden="true">
        <span className={styles.title}>{banner.title}</span>
        {target ? <span className={styles.cta}>{t('banners.cta')}</span> : null}
      </span>
    </>
  );
  return target ? (
    <Link className={styles.banner} to={target} draggable={false}>
      {content}
    </Link>
  ) : (
    <div className={styles.banner}>{content}</div>
  );
}

/**
 * The home carousel (advertise placement 1 of the viewer's tenant), each banner opening its activity, route or
 * /webview. Loading, failed and empty states keep the banner's frame.
 */
export function HomeBanners() {
  const { t } = useTranslation('home');
  const tenant = useTenant();
  const banners = useQuery(homeBannersQuery(tenant.tenantId, tenant.ready));
  const list = banners.data ?? [];

  if (banners.isPending) {
    return (
      <div className={`${styles.frame} ${styles.placeholder}`} aria-busy="true" data-testid="banners-loading">
        <span className="visually-hidden">{t('banners.loading')}</span>
      </div>
    );
  }
  if (banners.isError) {
    return (
      <section className={`${styles.frame} ${styles.state}`} aria-label={t('banners.label')}>
        <SectionFailure message={t('banners.failed')} onRetry={() => void banners.refetch()} />
      </section>
    );
  }
  if (list.length === 0) {
    return (
      <section className={`${styles.frame} ${styles.welcome}`} aria-label={t('banners.label')}>
        <p className={styles.welcomeTitle}>{t('banners.emptyTitle')}</p>
        <Link className={styles.welcomeLink} to={PATHS.activity}>
          {t('banners.emptyAction')}
        </Link>
      </section>
    );
  }
  return (
    <Carousel
      className={styles.carousel}
      label={t('banners.label')}
      slides={list.map((banner, index) => ({ key: String(banner.id), content: <Banner banner={banner} first={index === 0} /> }))}
    />
  );
}

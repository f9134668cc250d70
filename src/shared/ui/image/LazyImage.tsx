import { useRef, useState, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_IMAGE_SRC, supportsNativeLazyLoading } from './fallback-image';
import styles from './LazyImage.module.css';
import { useNearViewport } from './use-near-viewport';

type ImgProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt' | 'loading' | 'width' | 'height' | 'className'>;

export interface LazyImageProps extends ImgProps {
  src: string;
  /** What the picture shows; an empty string marks it decorative. Required so nobody forgets it. */
  alt: string;
  /** Intrinsic size: reserves the space (aspect ratio) before the picture arrives. */
  width?: number;
  height?: number;
  /** Shown when `src` fails; a neutral built-in picture by default. */
  fallbackSrc?: string;
  /** How close to the viewport an image must come before it loads (observer fallback only). */
  rootMargin?: string;
  /** How the picture fills its frame. */
  fit?: 'cover' | 'contain';
  className?: string;
}

type Status = 'loading' | 'loaded' | 'fallback' | 'failed';

/**
 * An image that loads when it nears the viewport (native `loading="lazy"`, IntersectionObserver where that is
 * missing), shows a placeholder until it arrives and a fallback picture when it cannot be loaded.
 */
export function LazyImage({ src, alt, width, height, fallbackSrc = FALLBACK_IMAGE_SRC, rootMargin, fit = 'cover', className, onLoad, onError, style, ...rest }: LazyImageProps) {
  const { t } = useTranslation('layout');
  const frameRef = useRef<HTMLSpanElement>(null);
  const [native] = useState(supportsNativeLazyLoading);
  const near = useNearViewport(frameRef, !native, rootMargin);
  const [state, setState] = useState<{ src: string; status: Status }>({ src, status: 'loading' });
  // A new source starts over (adjusting state during render, without an effect round-trip).
  if (state.src !== src) setState({ src, status: 'loading' });
  const status = state.src === src ? state.status : 'loading';

  const shown = status === 'fallback' ? fallbackSrc : src;
  const ratio: CSSProperties | undefined = width && height ? { aspectRatio: `${width} / ${height}` } : undefined;
  const frameClasses = [styles.frame, status === 'loading' ? styles.loading : '', className ?? ''].filter(Boolean).join(' ');

  if (status === 'failed') {
    return (
      <span ref={frameRef} className={`${frameClasses} ${styles.failed}`} style={ratio} role={alt ? 'img' : undefined} aria-label={alt ? alt : undefined} data-status={status}>
        <span className={styles.failedText} aria-hidden="true">
          {t('image.unavailable')}
        </span>
      </span>
    );
  }

  return (
    <span ref={frameRef} className={frameClasses} style={ratio} data-status={status}>
      <img
        {...rest}
        className={`${styles.image} ${fit === 'contain' ? styles.contain : ''}`}
        style={style}
        src={native || near ? shown : undefined}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onLoad={(event) => {
          setState({ src, status: status === 'fallback' ? 'fallback' : 'loaded' });
          onLoad?.(event);
        }}
        onError={(event) => {
          setState({ src, status: status === 'fallback' || fallbackSrc === src ? 'failed' : 'fallback' });
          onError?.(event);
        }}
      />
    </span>
  );
}

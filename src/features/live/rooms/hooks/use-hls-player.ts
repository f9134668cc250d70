import { useCallback, useEffect, useRef, useState } from 'react';

/** What the player shows: loading (or buffering), playing, ended (the anchor stopped) or error (with a retry). */
export type PlayerState = 'loading' | 'playing' | 'ended' | 'error';

export interface Quality {
  /** hls.js level index; -1 is automatic. */
  index: number;
  height: number;
}

/** hls.js's types; the light build (ADR 029: no subtitles, alternate audio, DRM or CMCD) is the same class. */
type HlsModule = typeof import('hls.js');
type HlsInstance = InstanceType<HlsModule['default']>;

const NATIVE_HLS = 'application/vnd.apple.mpegurl';

/**
 * Plays an HLS stream in the returned video element ref: through hls.js where the browser has MediaSource, natively
 * where it plays HLS itself (Safari on iOS) and has no MediaSource. Starts muted (browsers only autoplay muted
 * video), stops loading and pauses while the page is hidden and picks up again when it shows, lists the qualities
 * the stream has and reports loading, playing, ended and a fatal error. A retry is a new mount (a new key).
 */
export function useHlsPlayer(src: string | null) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [qualities, setQualities] = useState<readonly Quality[]>([]);
  const [quality, setQualityState] = useState(-1);
  const [muted, setMuted] = useState(true);
  const hls = useRef<HlsInstance | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || !src) return undefined;
    let disposed = false;
    const play = () => void element.play().catch(() => undefined);
    const onPlaying = () => setState('playing');
    const onWaiting = () => setState((now) => (now === 'ended' || now === 'error' ? now : 'loading'));
    const onEnded = () => setState('ended');
    const onVolume = () => setMuted(element.muted);
    element.addEventListener('playing', onPlaying);
    element.addEventListener('waiting', onWaiting);
    element.addEventListener('ended', onEnded);
    element.addEventListener('volumechange', onVolume);

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hls.current?.stopLoad();
        element.pause();
      } else {
        hls.current?.startLoad(-1);
        play();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);

    const start = async () => {
      const { default: Hls } = await import('hls.js/light');
      if (disposed) return;
      if (Hls.isSupported()) {
        const player = new Hls({ liveSyncDurationCount: 3, backBufferLength: 30 });
        hls.current = player;
        player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          setQualities(data.levels.map((level, index) => ({ index, height: level.height })).sort((a, b) => b.height - a.height));
          play();
        });
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          setState('error');
          player.destroy();
          hls.current = null;
        });
        player.loadSource(src);
        player.attachMedia(element);
      } else if (element.canPlayType(NATIVE_HLS)) {
        element.src = src;
        element.addEventListener('loadedmetadata', play, { once: true });
        element.addEventListener('error', () => setState('error'), { once: true });
      } else {
        setState('error');
      }
    };
    start().catch(() => setState('error'));

    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('waiting', onWaiting);
      element.removeEventListener('ended', onEnded);
      element.removeEventListener('volumechange', onVolume);
      hls.current?.destroy();
      hls.current = null;
    };
  }, [src]);

  const setQuality = useCallback((index: number) => {
    setQualityState(index);
    if (hls.current) hls.current.currentLevel = index;
  }, []);

  const unmute = useCallback(() => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    setMuted(false);
    element.play().catch(() => undefined);
  }, []);

  return { video, state, qualities, quality, setQuality, muted, unmute };
}

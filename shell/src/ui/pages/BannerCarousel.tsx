import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper } from '@sencare/shared/antd';
import { LIMITS } from '@sencare/shared/limits';
import styles from './home.module.css';

const BANNERS = ['claims', 'cashless', 'pin'] as const;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotion = {
  subscribe(onChange: () => void) {
    const query = window.matchMedia?.(REDUCED_MOTION);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  },
  get: () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
};

/**
 * Home's banners (WCAG 2.2.2): they move by themselves only until the user
 * pauses them, and never when the phone asks for reduced motion; the button plays them again.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const reduce = useSyncExternalStore(reducedMotion.subscribe, reducedMotion.get, () => false);
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const playing = choice ? choice === 'playing' : !reduce;
  return (
    <div className={styles.carousel} data-testid="home-banners">
      <Swiper autoplay={playing} autoplayInterval={LIMITS.swiperIntervalMs} loop indicatorProps={{ color: 'white' }}>
        {BANNERS.map((b, i) => (
          <Swiper.Item key={b}>
            <div className={`${styles.banner} ${styles[`b${i}`]}`}>{t(`home.banners.${b}`)}</div>
          </Swiper.Item>
        ))}
      </Swiper>
      <button type="button" className={styles.bannerControl} onClick={() => setChoice(playing ? 'paused' : 'playing')} data-testid="home-banners-toggle" data-playing={playing}>
        <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5l11 7-11 7z'} />
        </svg>
        <span className={styles.visuallyHidden}>{t(playing ? 'home.pauseBanners' : 'home.playBanners')}</span>
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { AD_LAYOUT_BREAKPOINT_PX, AD_SLOTS_PER_LAYOUT } from '@ricebowl/contract';
import { useMediaQuery } from './media';
import styles from './AdSlots.module.css';

export type AdLayout = 'banner' | 'side';

export const WIDE_LAYOUT_QUERY = `(min-width: ${AD_LAYOUT_BREAKPOINT_PX}px)`;

/** Below 768 px two banners sit under the card; from 768 px two side slots sit beside it. */
export function useAdLayout(): AdLayout {
  return useMediaQuery(WIDE_LAYOUT_QUERY) ? 'side' : 'banner';
}

const SLOT_SIZE: Record<AdLayout, { width: number; height: number }> = {
  banner: { width: 320, height: 50 },
  side: { width: 300, height: 250 },
};

/**
 * The layout's two ad slots. Until sponsors' ads exist, each shows the category's sponsor text as a
 * house ad.
 */
export function AdSlots({ layout, sponsorText }: { layout: AdLayout; sponsorText: string }) {
  const { t } = useTranslation();
  const size = SLOT_SIZE[layout];
  return (
    <aside className={styles.slots} data-layout={layout} aria-label={t('game.ads.region')}>
      {Array.from({ length: AD_SLOTS_PER_LAYOUT }, (_, index) => (
        <div
          key={index}
          role="group"
          aria-label={t('game.ads.label')}
          className={styles.slot}
          data-size={`${size.width}x${size.height}`}
          style={{ maxWidth: size.width, minHeight: size.height }}
        >
          <span className={styles.sponsored}>{t('game.ads.sponsored')}</span>
          <p className={styles.text}>{sponsorText}</p>
        </div>
      ))}
    </aside>
  );
}

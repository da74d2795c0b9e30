import { useTranslation } from '../../i18n/use-translation';
import { AD_LAYOUT_BREAKPOINT_PX, AD_SLOTS_PER_LAYOUT } from '@ricebowl/contract';
import type { Ad } from '../../api/ads';
import { assetUrl } from '../../config';
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
 * The layout's two ad slots. They show the creatives of the sponsor the engine named for the
 * current question (`sponsorId`), the first in the first slot, the next in the second, starting
 * over when the sponsor has fewer than two; with no sponsor, or none of its creatives, each slot
 * shows the category's sponsor text as a house ad.
 */
export function AdSlots({
  layout,
  sponsorText,
  sponsorId = null,
  ads = [],
}: {
  layout: AdLayout;
  sponsorText: string;
  sponsorId?: string | null;
  ads?: readonly Ad[];
}) {
  const { t } = useTranslation();
  const size = SLOT_SIZE[layout];
  const creatives = sponsorId ? ads.filter((ad) => ad.sponsor_id === sponsorId) : [];
  return (
    <aside className={styles.slots} data-layout={layout} aria-label={t('game.ads.region')}>
      {Array.from({ length: AD_SLOTS_PER_LAYOUT }, (_, index) => {
        const ad = creatives.length > 0 ? creatives[index % creatives.length] : undefined;
        return (
          <div
            key={index}
            role="group"
            aria-label={t('game.ads.label')}
            className={styles.slot}
            data-size={`${size.width}x${size.height}`}
            data-kind={ad ? ad.kind : 'house'}
            style={{ maxWidth: size.width, minHeight: size.height }}
          >
            <span className={styles.sponsored}>{t('game.ads.sponsored')}</span>
            {ad ? <Creative ad={ad} layout={layout} /> : <p className={styles.text}>{sponsorText}</p>}
          </div>
        );
      })}
    </aside>
  );
}

/** A sponsor's creative, linked to the sponsor in a new tab and marked as a paid link. */
function Creative({ ad, layout }: { ad: Ad; layout: AdLayout }) {
  const { t } = useTranslation();
  const size = SLOT_SIZE[layout];
  const newTab = <span className="visually-hidden">{t('menu.opensInNewTab')}</span>;
  return (
    <a className={styles.link} href={ad.link} target="_blank" rel="sponsored noopener">
      {ad.kind === 'image' ? (
        <img
          className={styles.image}
          src={assetUrl(ad.image_url)}
          alt={ad.alt}
          width={size.width}
          height={size.height}
          style={{ maxWidth: size.width }}
        />
      ) : (
        <span className={styles.text}>{ad.text}</span>
      )}
      {newTab}
    </a>
  );
}

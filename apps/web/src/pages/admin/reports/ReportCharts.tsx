import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../../i18n/use-translation';
import { formatNumber } from '../../../i18n';
import styles from '../Admin.module.css';

export interface ChartPoint {
  /** The bar's label on the axis: a day (YYYY-MM-DD) or a sponsor's name. */
  label: string;
  grains: number;
}

/** One bar chart in a figure; the table beside it carries the same numbers for screen readers. */
function GrainsChart({ title, points, color }: { title: string; points: ChartPoint[]; color: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.chartTitle}>
        {title}
      </figcaption>
      {points.length === 0 ? (
        <p className={styles.muted}>{t('admin.reports.noData')}</p>
      ) : (
        <BarChart
          responsive
          data={points}
          style={{ width: '100%', height: 260 }}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          role="img"
          aria-label={title}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={(value: number) => formatNumber(value)} tick={{ fontSize: 12 }} width={64} />
          <Tooltip formatter={(value) => [formatNumber(Number(value)), t('admin.reports.grains')]} />
          <Bar dataKey="grains" fill={color} isAnimationActive={false} />
        </BarChart>
      )}
    </figure>
  );
}

/**
 * The report's charts: grains per day and per sponsor. A module of its own, loaded only when an
 * admin opens the reports, so the chart library stays out of every other chunk.
 */
export default function ReportCharts({ perDay, perSponsor }: { perDay: ChartPoint[]; perSponsor: ChartPoint[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.charts}>
      <GrainsChart title={t('admin.reports.chartPerDay')} points={perDay} color="var(--color-primary)" />
      <GrainsChart title={t('admin.reports.chartPerSponsor')} points={perSponsor} color="var(--color-accent)" />
    </div>
  );
}

import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { ReportBreakdown } from '@ricebowl/contract';
import { adminApi, downloadReportCsv, type Report } from '../../../api/admin';
import { ServerMessage } from '../../../components/form/Form';
import formStyles from '../../../components/form/Form.module.css';
import { formatNumber } from '../../../i18n';
import { AdminLoading } from '../AdminLoading';
import { QueryState } from '../shared/QueryState';
import { utcDay } from '../shared/time';
import { TableScroll } from '../shared/TableScroll';
import styles from '../Admin.module.css';

// The chart library is only fetched once a report is on screen.
const ReportCharts = lazy(() => import('./ReportCharts'));

/** The last 30 days up to today (UTC), the period a report opens with. */
export function defaultPeriod(today: Date = new Date()): { from: string; to: string } {
  return { from: utcDay(new Date(today.getTime() - 29 * 86_400_000)), to: utcDay(today) };
}

/** /admin/reports — grains credited in a period, per sponsor, category, day and challenge. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(defaultPeriod);
  const report = useQuery({
    queryKey: ['admin', 'report', period.from, period.to],
    queryFn: () => adminApi.report(period.from, period.to),
  });
  return (
    <section className={styles.page} aria-labelledby="admin-reports-title">
      <h1 id="admin-reports-title" className={styles.title}>
        {t('admin.reports.title')}
      </h1>
      <PeriodForm period={period} onChange={setPeriod} />
      <QueryState query={report}>{(data) => <ReportView report={data} />}</QueryState>
    </section>
  );
}

function PeriodForm({
  period,
  onChange,
}: {
  period: { from: string; to: string };
  onChange: (period: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) onChange({ from, to });
  };
  return (
    <form className={styles.toolbar} onSubmit={handleSubmit} aria-label={t('admin.reports.period')}>
      <DateField label={t('admin.reports.from')} value={from} onChange={setFrom} />
      <DateField label={t('admin.reports.to')} value={to} onChange={setTo} />
      <button type="submit" className={styles.primaryButton}>
        {t('admin.reports.show')}
      </button>
    </form>
  );
}

/** A required date field of the period form, with its label. */
function DateField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={formStyles.input}
        value={value}
        required
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function ReportView({ report }: { report: Report }) {
  const { t } = useTranslation();
  const sponsorName = (name: string | null) => name ?? t('admin.reports.unsponsored');
  return (
    <>
      <p className={styles.muted} role="status">
        {t('admin.reports.summary', {
          grains: formatNumber(report.total.grains),
          answers: formatNumber(report.total.answers),
          from: report.from,
          to: report.to,
        })}
      </p>
      <Suspense fallback={<AdminLoading />}>
        <ReportCharts
          perDay={report.by_day.map((row) => ({ label: row.day, grains: row.grains }))}
          perSponsor={report.by_sponsor.map((row) => ({ label: sponsorName(row.name), grains: row.grains }))}
        />
      </Suspense>
      <BreakdownTable
        by="sponsor"
        report={report}
        caption={t('admin.reports.bySponsor')}
        nameHeader={t('admin.reports.sponsor')}
        rows={report.by_sponsor.map((row) => ({
          key: row.sponsor_id ?? '-',
          name: sponsorName(row.name),
          grains: row.grains,
          answers: row.answers,
        }))}
        total
      />
      <BreakdownTable
        by="category"
        report={report}
        caption={t('admin.reports.byCategory')}
        nameHeader={t('admin.reports.category')}
        rows={report.by_category.map((row) => ({ key: row.category_id, name: row.label, ...row }))}
        total
      />
      <BreakdownTable
        by="day"
        report={report}
        caption={t('admin.reports.byDay')}
        nameHeader={t('admin.reports.day')}
        rows={report.by_day.map((row) => ({ key: row.day, name: row.day, ...row }))}
        total
      />
      <BreakdownTable
        by="challenge"
        report={report}
        caption={t('admin.reports.byChallenge')}
        nameHeader={t('admin.reports.challenge')}
        rows={report.by_challenge.map((row) => ({ key: row.challenge_id, name: row.title, ...row }))}
        note={t('admin.reports.challengeNote')}
      />
    </>
  );
}

/** One breakdown as a table with its total, and a button that downloads the same rows as CSV. */
function BreakdownTable({
  by,
  report,
  caption,
  nameHeader,
  rows,
  total = false,
  note,
}: {
  by: ReportBreakdown;
  report: Report;
  caption: string;
  nameHeader: string;
  rows: { key: string; name: ReactNode; grains: number; answers: number }[];
  total?: boolean;
  note?: string;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const testId = `report-${by}`;
  return (
    <section className={styles.card} aria-label={caption}>
      <TableScroll label={caption}>
        <table className={styles.table} data-testid={testId}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{nameHeader}</th>
              <th scope="col" className={styles.number}>
                {t('admin.reports.grains')}
              </th>
              <th scope="col" className={styles.number}>
                {t('admin.reports.answers')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3}>{t('admin.reports.noData')}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.name}</th>
                  <td className={styles.number}>{formatNumber(row.grains)}</td>
                  <td className={styles.number}>{formatNumber(row.answers)}</td>
                </tr>
              ))
            )}
          </tbody>
          {total ? (
            <tfoot>
              <tr>
                <th scope="row">{t('admin.reports.total')}</th>
                <td className={styles.number}>{formatNumber(report.total.grains)}</td>
                <td className={styles.number}>{formatNumber(report.total.answers)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </TableScroll>
      {note ? <p className={styles.muted}>{note}</p> : null}
      <ServerMessage message={error} />
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.secondaryButton} ${styles.smallButton}`}
          onClick={() => {
            setError(null);
            downloadReportCsv(report.from, report.to, by).catch(() => setError(t('admin.reports.csvFailed')));
          }}
        >
          {t('admin.reports.csv', { what: caption })}
        </button>
      </div>
    </section>
  );
}

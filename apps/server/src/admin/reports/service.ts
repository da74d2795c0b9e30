import { REPORT_CSV_COLUMNS, REPORT_MAX_DAYS, type ReportAttributes, type ReportBreakdown } from '@ricebowl/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { invalid } from '../shared.js';

const DAY_MS = 86_400_000;

/** Checks a period of UTC days: real dates, `to` not before `from`, at most REPORT_MAX_DAYS long. */
export function checkPeriod(from: string, to: string): void {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== from)
    throw invalid({ from: ['from: not a date'] });
  if (Number.isNaN(end) || new Date(end).toISOString().slice(0, 10) !== to) throw invalid({ to: ['to: not a date'] });
  if (end < start) throw invalid({ to: ['The end of the period must not be before its start.'] });
  if ((end - start) / DAY_MS + 1 > REPORT_MAX_DAYS)
    throw invalid({ to: [`A report covers at most ${REPORT_MAX_DAYS} days.`] });
}

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * Grains credited in the period, straight from the ledger: every figure is a sum over `donations`
 * rows of those days (and `donation_challenges` for challenges), so the report equals the ledger.
 */
export async function buildReport(db: Kysely<Database>, from: string, to: string): Promise<ReportAttributes> {
  const inPeriod = db.selectFrom('donations').where('donations.day', '>=', from).where('donations.day', '<=', to);
  const sums = (eb: { fn: Kysely<Database>['fn'] }) => [
    eb.fn.sum<number | string>('donations.grains').as('grains'),
    eb.fn.countAll<number | string>().as('answers'),
  ];
  const [total, bySponsor, byCategory, byDay, byChallenge] = await Promise.all([
    inPeriod.select((eb) => sums(eb)).executeTakeFirstOrThrow(),
    inPeriod
      .leftJoin('sponsors', 'sponsors.id', 'donations.sponsor_id')
      .select(['donations.sponsor_id', 'sponsors.name'])
      .select((eb) => sums(eb))
      .groupBy(['donations.sponsor_id', 'sponsors.name'])
      .execute(),
    inPeriod
      .leftJoin('categories', 'categories.id', 'donations.category_id')
      .select(['donations.category_id', 'categories.label'])
      .select((eb) => sums(eb))
      .groupBy(['donations.category_id', 'categories.label'])
      .execute(),
    inPeriod
      .select('donations.day')
      .select((eb) => sums(eb))
      .groupBy('donations.day')
      .orderBy('donations.day')
      .execute(),
    inPeriod
      .innerJoin('donation_challenges', 'donation_challenges.question_id', 'donations.question_id')
      .leftJoin('challenges', 'challenges.id', 'donation_challenges.challenge_id')
      .select(['donation_challenges.challenge_id', 'challenges.title'])
      .select((eb) => sums(eb))
      .groupBy(['donation_challenges.challenge_id', 'challenges.title'])
      .execute(),
  ]);
  const byGrains = <T extends { grains: number }>(rows: T[]) => rows.sort((a, b) => b.grains - a.grains);
  return {
    from,
    to,
    total: { grains: n(total.grains), answers: n(total.answers) },
    by_sponsor: byGrains(
      bySponsor.map((r) => ({
        sponsor_id: r.sponsor_id,
        name: r.name ?? null,
        grains: n(r.grains),
        answers: n(r.answers),
      })),
    ),
    by_category: byGrains(
      byCategory.map((r) => ({
        category_id: r.category_id,
        label: r.label ?? r.category_id,
        grains: n(r.grains),
        answers: n(r.answers),
      })),
    ),
    by_day: byDay.map((r) => ({ day: r.day, grains: n(r.grains), answers: n(r.answers) })),
    by_challenge: byGrains(
      byChallenge.map((r) => ({
        challenge_id: r.challenge_id,
        title: r.title ?? r.challenge_id,
        grains: n(r.grains),
        answers: n(r.answers),
      })),
    ),
  };
}

/** One breakdown of a report as rows of the CSV's columns. */
export function reportRows(report: ReportAttributes, by: ReportBreakdown): (string | number | null)[][] {
  switch (by) {
    case 'sponsor':
      return report.by_sponsor.map((r) => [r.sponsor_id, r.name, r.grains, r.answers]);
    case 'category':
      return report.by_category.map((r) => [r.category_id, r.label, r.grains, r.answers]);
    case 'day':
      return report.by_day.map((r) => [r.day, r.grains, r.answers]);
    case 'challenge':
      return report.by_challenge.map((r) => [r.challenge_id, r.title, r.grains, r.answers]);
  }
}

/**
 * RFC 4180 CSV: every field quoted, quotes doubled, CRLF lines. A text starting with = + - @ (or a
 * tab or carriage return) gets a leading ' so a spreadsheet shows it instead of running it.
 */
export function toCsv(by: ReportBreakdown, rows: (string | number | null)[][]): string {
  const field = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return [REPORT_CSV_COLUMNS[by], ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

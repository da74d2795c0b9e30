/**
 * Times in admin forms. A `datetime-local` input speaks the admin's local wall time; the API speaks
 * epoch seconds (challenges) or ISO 8601 (everything else).
 */
import { translator } from '../../../i18n/translator';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the value of a `datetime-local` input, in local time, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as a Date (local time); null when empty or not a time. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const secondsToLocalInput = (seconds: number) => toLocalInput(new Date(seconds * 1000));
export const isoToLocalInput = (iso: string) => (iso ? toLocalInput(new Date(iso)) : '');

/** A time for tables, in the admin's language and zone. */
export function formatDateTime(value: Date | string | number): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return new Intl.DateTimeFormat(translator.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Today as YYYY-MM-DD in UTC (reports count UTC days). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

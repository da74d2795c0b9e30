import { Type } from '@sinclair/typebox';
import { ReportCsvQuery, ReportDocument, ReportQuery } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { adminErrors, adminSchema } from '../shared.js';
import { buildReport, checkPeriod, reportRows, toCsv } from './service.js';

/** Reports for a period of UTC days, computed from the ledger; one breakdown at a time as CSV. */
export async function reportRoutes(app: App) {
  const db = app.deps.db.kysely;

  app.get(
    '/reports',
    {
      schema: adminSchema('Grains per sponsor, category, day and challenge', ReportDocument, {
        querystring: ReportQuery,
      }),
    },
    async (request) => {
      const { from, to } = request.query;
      checkPeriod(from, to);
      return { data: { id: `${from}--${to}`, type: 'reports' as const, attributes: await buildReport(db, from, to) } };
    },
  );

  app.get(
    '/reports.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'One breakdown of a report, as CSV',
        querystring: ReportCsvQuery,
        response: { 200: Type.String({ description: 'text/csv' }), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { from, to, by } = request.query;
      checkPeriod(from, to);
      const csv = toCsv(by, reportRows(await buildReport(db, from, to), by));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ricebowl-${by}-${from}-${to}.csv"`)
        .send(csv);
    },
  );
}

import { Type } from '@sinclair/typebox';
import {
  AdminAdBody,
  AdminAdDocument,
  AdminIdParams,
  AdminSponsorBody,
  AdminSponsorDocument,
  AdminSponsorList,
  type AdminAdAttributes,
} from '@ricebowl/contract';
import type { Kysely } from 'kysely';
import type { App } from '../../platform/http.js';
import type { AdsTable, Database, SponsorsTable } from '../../platform/database/schema.js';
import { uuid } from '../../platform/ids.js';
import {
  addAd,
  deleteAd,
  findAd,
  insertSponsor,
  sponsorsAndAds,
  updateAd,
  updateSponsor,
} from '../../engine/sponsors/service.js';
import { adminSchema, deleteRoute, audited, bool, found, invalid, iso, notFound, onePage } from '../shared.js';

const noSponsor = () => notFound('sponsor_not_found', 'Sponsor not found');
const noAd = () => notFound('ad_not_found', 'Ad not found');

export function presentAd(row: AdsTable) {
  const attributes: AdminAdAttributes = {
    sponsor_id: row.sponsor_id,
    kind: row.kind,
    image_url: row.image_url,
    text: row.text,
    link: row.link,
    alt: row.alt,
    position: Number(row.position),
    active: bool(row.active),
  };
  return { id: row.id, type: 'ads' as const, attributes };
}

function presentSponsor(row: SponsorsTable, ads: AdsTable[]) {
  return {
    id: row.id,
    type: 'sponsors' as const,
    attributes: {
      name: row.name,
      weight: Number(row.weight),
      budget_grains: row.budget_grains === null ? null : Number(row.budget_grains),
      spent_grains: Number(row.spent_grains),
      active: bool(row.active),
      created_at: iso(row.created_at),
      ads: ads.filter((ad) => ad.sponsor_id === row.id).map(presentAd),
    },
  };
}

async function sponsorsWithAds(db: Kysely<Database>, id?: string) {
  const { sponsors, ads } = await sponsorsAndAds(db, id);
  return sponsors.map((row) => presentSponsor(row, ads));
}

/** What a kind of ad needs besides its schema: an image and its alt text, or a text. */
function adColumns(body: AdminAdBody) {
  const problems: Record<string, string[]> = {};
  if (body.kind === 'image') {
    if (!body.image_url.trim()) problems.image_url = ['An image ad needs an image.'];
    if (!body.alt.trim()) problems.alt = ['An image ad needs alt text.'];
  } else if (!body.text.trim()) problems.text = ['A text ad needs a text.'];
  // The pattern admits only http(s); the URL parser rejects what merely looks like it.
  if (!URL.canParse(body.link)) problems.link = ['link: not a valid http(s) address'];
  if (Object.keys(problems).length) throw invalid(problems);
  return {
    kind: body.kind,
    image_url: body.kind === 'image' ? body.image_url : '',
    text: body.text,
    link: body.link,
    alt: body.alt,
    position: body.position,
    active: body.active ? 1 : 0,
  };
}

/**
 * The contract's sponsor body as the server validates it. Fastify's Ajv coerces types, and with
 * `anyOf [integer, null]` it turns a null budget ("unlimited") into 0 ("spent") before the null
 * branch is tried; a type list matches null as null and coerces nothing that already fits.
 */
const SponsorBody = {
  ...AdminSponsorBody,
  properties: {
    ...AdminSponsorBody.properties,
    budget_grains: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0 }),
  },
} as typeof AdminSponsorBody;

const sponsorColumns = (body: AdminSponsorBody) => ({
  name: body.name,
  weight: body.weight,
  budget_grains: body.budget_grains,
  active: body.active ? 1 : 0,
});

const sponsorTarget = (id: string) => ({ targetType: 'sponsor', targetId: id });
const adTarget = (id: string) => ({ targetType: 'ad', targetId: id });

/**
 * Sponsors. A change reaches this process's sponsor picker at once and the other processes'
 * within the picker's TTL.
 */
export async function sponsorRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;
  const load = async (id: string) => ({ data: found((await sponsorsWithAds(db, id))[0], noSponsor) });

  app.get('/sponsors', { schema: adminSchema('Every sponsor, with ads', AdminSponsorList) }, async () => {
    const data = await sponsorsWithAds(db);
    return { data, meta: onePage(data.length) };
  });

  app.post(
    '/sponsors',
    { schema: adminSchema('Create a sponsor', AdminSponsorDocument, { body: SponsorBody }) },
    async (request) => {
      const id = uuid();
      await audited(
        deps,
        request.adminId,
        (trx, now) => insertSponsor(trx, { id, ...sponsorColumns(request.body), spent_grains: 0, created_at: now }),
        () => ({ action: 'sponsor.create', ...sponsorTarget(id), details: { ...request.body } }),
      );
      deps.sponsors.invalidate();
      return load(id);
    },
  );

  app.put(
    '/sponsors/:id',
    { schema: adminSchema('Edit a sponsor', AdminSponsorDocument, { params: AdminIdParams, body: SponsorBody }) },
    async (request) => {
      const { id } = request.params;
      await audited(
        deps,
        request.adminId,
        async (trx) => found(await updateSponsor(trx, id, sponsorColumns(request.body)), noSponsor),
        () => ({ action: 'sponsor.update', ...sponsorTarget(id), details: { ...request.body } }),
      );
      deps.sponsors.invalidate();
      return load(id);
    },
  );
}

/** A sponsor's ads: add, edit, delete. */
export async function adRoutes(app: App) {
  const { deps } = app;
  const load = async (id: string) => ({ data: presentAd(found(await findAd(deps.db.kysely, id), noAd)) });

  app.post(
    '/sponsors/:id/ads',
    { schema: adminSchema("Add an ad to a sponsor's", AdminAdDocument, { params: AdminIdParams, body: AdminAdBody }) },
    async (request) => {
      const sponsorId = request.params.id;
      const columns = adColumns(request.body);
      const id = uuid();
      await audited(
        deps,
        request.adminId,
        async (trx, now) =>
          found(await addAd(trx, { id, sponsor_id: sponsorId, ...columns, created_at: now }), noSponsor),
        () => ({ action: 'ad.create', ...adTarget(id), details: { sponsor_id: sponsorId, ...request.body } }),
      );
      return load(id);
    },
  );

  app.put(
    '/ads/:id',
    { schema: adminSchema('Edit an ad', AdminAdDocument, { params: AdminIdParams, body: AdminAdBody }) },
    async (request) => {
      const { id } = request.params;
      const columns = adColumns(request.body);
      await audited(
        deps,
        request.adminId,
        async (trx) => found(await updateAd(trx, id, columns), noAd),
        () => ({ action: 'ad.update', ...adTarget(id), details: { ...request.body } }),
      );
      return load(id);
    },
  );

  deleteRoute(app, {
    path: '/ads',
    summary: 'Delete an ad',
    missing: noAd,
    remove: deleteAd,
    audit: (row, id) => ({ action: 'ad.delete', ...adTarget(id), details: { sponsor_id: row.sponsor_id } }),
    message: 'Ad deleted.',
  });
}

/**
 * Renders small SVG locator maps at build time: a regional view centred on one country, the
 * country highlighted, its neighbours in grey, with a ring around countries too small to see.
 *
 * Shapes: world-atlas (ISC), the Natural Earth 1:50m admin-0 countries (public domain) as
 * TopoJSON, projected with d3-geo (ISC). Each file is kept small: coordinates are rounded to one
 * decimal of a pixel, points closer than MIN_STEP pixels to the previous one are dropped, and
 * everything outside the view is clipped away.
 */
import { createRequire } from 'node:module';
import {
  geoArea,
  geoAzimuthalEqualArea,
  geoCentroid,
  geoContains,
  geoDistance,
  geoPath,
  type GeoContext,
} from 'd3-geo';
import type { Feature, Geometry, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, merge, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

export const WIDTH = 360;
export const HEIGHT = 240;
/** Drop a vertex closer than this (in pixels) to the last one kept. */
const MIN_STEP = 1.8;
const COLOURS = { sea: '#d4eaf5', land: '#dcd6c8', border: '#ffffff', target: '#e0492c', ring: '#b3261e' };

/** One map shape: a country as the map data draws it, keyed by ISO 3166-1 numeric code. */
export interface MapShape {
  ccn3: string;
  name: string;
  geometry: MultiPolygon;
}

/** Parts that the data keeps apart but that belong to the internationally recognised country. */
const MERGE_INTO: Record<string, string> = {
  Somaliland: '706',
  'N. Cyprus': '196',
};

/** The Natural Earth data draws Crimea inside Russia; it is shown as part of Ukraine here. */
const CRIMEA_POINT: [number, number] = [34.1, 45.0];
const RUSSIA = '643';
const UKRAINE = '804';

export type Resolution = '50m' | '110m';

type Props = { name: string };
type TopoGeometry = GeometryCollection<Props>['geometries'][number];
type Arcs = number[][][];

function containsPoint(poly: Position[][], point: [number, number]): boolean {
  // Ray casting on the outer ring in lon/lat; good enough for picking out one polygon.
  const ring = poly[0] ?? [];
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function polygonArcs(g: TopoGeometry): Arcs {
  if (g.type === 'Polygon') return [g.arcs];
  if (g.type === 'MultiPolygon') return g.arcs;
  return [];
}

/** The map data at one resolution: country shapes, the land outline and the borders. */
export interface MapData {
  shapes: MapShape[];
  /** All land as one multipolygon (no internal borders). */
  land: MultiPolygon;
  /** Every land border between two countries, once. */
  borders: MultiLineString;
}

const cachedData = new Map<Resolution, MapData>();

/**
 * The Natural Earth data at a resolution, countries keyed by ISO numeric code. Parts of one
 * country are merged in the topology, so no border is drawn where two parts meet.
 */
export function loadMapData(resolution: Resolution): MapData {
  const hit = cachedData.get(resolution);
  if (hit) return hit;
  const topo = require(`world-atlas/countries-${resolution}.json`) as Topology<{
    countries: GeometryCollection<Props>;
  }>;
  // Group the topology's polygons (as arc lists) by country; parts without a code stay alone.
  const groups = new Map<string, { name: string; polygons: Arcs }>();
  topo.objects.countries.geometries.forEach((g, i) => {
    const name = (g.properties as Props | undefined)?.name ?? '';
    const id = (g.id as string | undefined) ?? MERGE_INTO[name];
    const key = id ?? `_${i}`;
    const group = groups.get(key);
    if (group) group.polygons.push(...polygonArcs(g));
    else groups.set(key, { name, polygons: polygonArcs(g).slice() });
  });
  const russia = groups.get(RUSSIA);
  const ukraine = groups.get(UKRAINE);
  if (russia && ukraine) {
    const index = russia.polygons.findIndex((arcs) => {
      const part = { type: 'Polygon', arcs, properties: { name: '' } } as TopoGeometry;
      const poly = (feature(topo, part) as Feature<Polygon>).geometry;
      return containsPoint(poly.coordinates, CRIMEA_POINT);
    });
    if (index < 0) throw new Error('Crimea polygon not found in the map data');
    ukraine.polygons.push(...russia.polygons.splice(index, 1));
  }
  const collection = {
    type: 'GeometryCollection',
    geometries: [...groups.entries()].map(([key, { polygons }]) => ({ type: 'MultiPolygon', arcs: polygons, id: key })),
  } as unknown as GeometryCollection;
  const shapes: MapShape[] = [];
  for (const [key, { name, polygons }] of groups) {
    if (key.startsWith('_')) continue;
    const geometry = merge(
      topo,
      polygons.map((arcs) => ({ type: 'Polygon', arcs })),
    );
    shapes.push({ ccn3: key, name, geometry: { type: 'MultiPolygon', coordinates: geometry.coordinates } });
  }
  shapes.sort((a, b) => a.ccn3.localeCompare(b.ccn3));
  const land = merge(topo, collection.geometries as Parameters<typeof merge>[1]);
  const borders = mesh(topo, collection, (a, b) => a !== b);
  const data: MapData = {
    shapes,
    land: { type: 'MultiPolygon', coordinates: land.coordinates },
    borders: { type: 'MultiLineString', coordinates: borders.coordinates },
  };
  cachedData.set(resolution, data);
  return data;
}

/** Every country shape of the 1:50m data (the ones questions are asked about). */
export function loadMapShapes(): MapShape[] {
  return loadMapData('50m').shapes;
}

function asFeature(geometry: Geometry): Feature {
  return { type: 'Feature', properties: {}, geometry };
}

/** The largest polygon of a shape (by spherical area): where the map is centred. */
function mainPolygon(shape: MapShape): Polygon {
  let best: Position[][] = shape.geometry.coordinates[0] ?? [];
  let bestArea = -1;
  for (const p of shape.geometry.coordinates) {
    const a = geoArea(asFeature({ type: 'Polygon', coordinates: p }));
    if (a > bestArea) {
      bestArea = a;
      best = p;
    }
  }
  return { type: 'Polygon', coordinates: best };
}

/** Collects path commands as compact SVG path data with rounding and vertex thinning. */
class PathWriter {
  /** Polygon rings need three segments to be worth drawing, border lines one. */
  constructor(private readonly minSegments: number) {}

  private parts: string[] = [];
  private x = 0;
  private y = 0;
  private ringStart = true;
  private pending: [number, number] | null = null;

  private static num(v: number): string {
    const s = (Math.round(v * 10) / 10).toString();
    return s.replace(/^(-?)0\./, '$1.');
  }

  private emitLine(x: number, y: number): void {
    const rx = Math.round(x * 10) / 10;
    const ry = Math.round(y * 10) / 10;
    const dx = PathWriter.num(rx - this.x);
    const dy = PathWriter.num(ry - this.y);
    this.parts.push(`l${dx}${dy.startsWith('-') ? '' : ' '}${dy}`);
    this.x = rx;
    this.y = ry;
  }

  moveTo(x: number, y: number): void {
    this.flush();
    const rx = Math.round(x * 10) / 10;
    const ry = Math.round(y * 10) / 10;
    this.parts.push(`M${PathWriter.num(rx)} ${PathWriter.num(ry)}`);
    this.x = rx;
    this.y = ry;
    this.ringStart = true;
  }

  lineTo(x: number, y: number): void {
    if (Math.hypot(x - this.x, y - this.y) < MIN_STEP) {
      this.pending = [x, y];
      return;
    }
    this.pending = null;
    this.emitLine(x, y);
    this.ringStart = false;
  }

  closePath(): void {
    this.flush();
    this.parts.push('z');
  }

  arc(): void {
    throw new Error('arcs are not used');
  }

  beginPath(): void {}

  private flush(): void {
    if (this.pending && !this.ringStart) this.emitLine(this.pending[0], this.pending[1]);
    this.pending = null;
  }

  toString(): string {
    this.flush();
    // Drop rings and lines that collapsed to almost nothing.
    return this.parts
      .join('')
      .split(/(?=M)/)
      .filter((ring) => (ring.match(/l/g) ?? []).length >= this.minSegments)
      .join('');
  }
}

export interface RenderedMap {
  svg: string;
  /** True when the country is too small to see and a ring marks it. */
  ringed: boolean;
  /**
   * ISO numeric codes of the other countries that have land inside the ring (or around its
   * centre): never to be offered as wrong answers, since the ring could be read as theirs.
   */
  nearRing: string[];
}

/**
 * Renders the locator map of one shape (from loadMapShapes()). The view is centred on the
 * shape's largest polygon and shows about 2.4 times its size, at least MIN_RADIUS degrees around
 * the centre. Wide views (large countries) are drawn from the coarser 1:110m data, which looks
 * the same at that scale and keeps the file small. Countries too small to see are ringed and
 * shown from further away (RINGED_RADIUS, or REMOTE_RADIUS when the sea around them is empty),
 * so that the map shows where in the world they are.
 */
export function renderMap(shape: MapShape): RenderedMap {
  const main = mainPolygon(shape);
  const centre = geoCentroid(asFeature(main));
  // Angular radius of the main polygon (and of any other part close to it).
  let extent = 0;
  for (const p of shape.geometry.coordinates) {
    for (const pt of p[0] ?? []) {
      const d = (geoDistance(centre, pt as [number, number]) * 180) / Math.PI;
      if (d < Math.max(extent, 4) * 1.6 || p === main.coordinates) extent = Math.max(extent, d);
    }
  }
  const first = renderAt(shape, centre, Math.min(Math.max(extent * 2.4, MIN_RADIUS), 75));
  if (!first.ringed) return first.map;
  const ringed = renderAt(shape, centre, RINGED_RADIUS);
  if (ringed.otherLand >= 400) return ringed.map;
  return renderAt(shape, centre, REMOTE_RADIUS).map;
}

function renderAt(
  shape: MapShape,
  centre: [number, number],
  radius: number,
): { map: RenderedMap; ringed: boolean; otherLand: number } {
  let data = loadMapData('50m');
  let target = shape;
  if (radius >= COARSE_RADIUS) {
    const coarse = loadMapData('110m');
    const coarseTarget = coarse.shapes.find((s) => s.ccn3 === shape.ccn3);
    if (coarseTarget) {
      data = coarse;
      target = coarseTarget;
    }
  }
  const scale = HEIGHT / 2 / (2 * Math.sin((radius * Math.PI) / 180 / 2));
  const projection = geoAzimuthalEqualArea()
    .rotate([-centre[0], -centre[1]])
    .scale(scale)
    .translate([WIDTH / 2, HEIGHT / 2])
    .clipAngle(Math.min(radius * 2.2 + 5, 179))
    .clipExtent([
      [-2, -2],
      [WIDTH + 2, HEIGHT + 2],
    ]);

  const draw = (geometry: Geometry, minSegments: number): string => {
    const writer = new PathWriter(minSegments);
    geoPath(projection, writer as GeoContext)(asFeature(geometry));
    return writer.toString();
  };
  const land = draw(data.land, 2);
  const highlighted = draw(target.geometry, 2);
  const borders = draw(data.borders, 1);

  // Ring the country when its projected main part is tiny.
  const bounds = geoPath(projection).bounds(asFeature(mainPolygon(target)));
  const size = Math.max(bounds[1][0] - bounds[0][0], bounds[1][1] - bounds[0][1]);
  const ringed = !(size >= 14);
  const [cx, cy] = projection(centre) ?? [WIDTH / 2, HEIGHT / 2];
  const r = Math.max(9, size / 2 + 6);

  const nearRing: string[] = [];
  if (ringed) {
    for (const other of data.shapes) {
      if (other.ccn3 === target.ccn3) continue;
      const inside =
        geoContains(asFeature(other.geometry), centre) ||
        other.geometry.coordinates.some((poly) =>
          poly.some((ring) =>
            ring.some((pt) => {
              if (geoDistance(centre, pt as [number, number]) > Math.PI / 2) return false;
              const xy = projection(pt as [number, number]);
              return xy !== null && Math.hypot(xy[0] - cx, xy[1] - cy) <= r + 4;
            }),
          ),
        );
      if (inside) nearRing.push(other.ccn3);
    }
  }

  let svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.sea}"/>` +
    `<path fill="${COLOURS.land}" d="${land}"/>`;
  if (highlighted) svg += `<path fill="${COLOURS.target}" d="${highlighted}"/>`;
  if (borders) {
    svg += `<path fill="none" stroke="${COLOURS.border}" stroke-width=".7" stroke-linejoin="round" d="${borders}"/>`;
  }
  if (ringed) {
    svg += `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(0)}" fill="none" stroke="${COLOURS.ring}" stroke-width="2.5"/>`;
  }
  return {
    map: { svg: `${svg}</svg>\n`, ringed, nearRing },
    ringed,
    otherLand: Math.max(0, land.length - highlighted.length),
  };
}

/** View radius (degrees) of a ringed country, and of one with no other land that close. */
const RINGED_RADIUS = 16;
const REMOTE_RADIUS = 40;

/** Smallest angular radius (degrees) a map shows around its centre. */
export const MIN_RADIUS = 9;
/** From this view radius (degrees) on, the map is drawn from the 1:110m data. */
const COARSE_RADIUS = 14;

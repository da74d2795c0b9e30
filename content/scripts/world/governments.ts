/**
 * Governments: who heads each state, what its parliament is called, which country a territory
 * belongs to, and which countries are monarchies or federations.
 *
 *   "What is the title of the head of state of Japan?"            → Emperor
 *   "Which country's head of state has the title Grand Duke?"     → Luxembourg
 *   "Which of these European countries is a monarchy?"            → one monarchy, three republics
 *   "What is the national parliament of Israel called?"           → Knesset
 *   "The Storting is the parliament of which country?"            → Norway
 *   "Greenland is a territory of which country?"                  → Denmark
 *   "Which of these countries is a federation?" (per continent)
 *
 * Data: hand-written tables in this file, in our own words, checked in November 2026; only facts
 * that are not in dispute are used. States whose head of state is collective, transitional or
 * contested, realms in the middle of becoming republics, and territories whose sovereignty is
 * claimed by another state are left out (see LEFT_OUT). Country names, regions and the fame score
 * come from world-countries (ODbL-1.0) and country-json (MIT) via ./common.ts.
 *
 * Difficulty: every question gets the fame score of its country (well-known countries first),
 * adjusted by form (parliament names and territories are harder than head-of-state titles);
 * levels are windows of QUESTIONS_PER_LEVEL by that order.
 */
import type { Pack, PackItem } from '../../src/pack.js';
import { chooseDistractors, escapeHtml, type Rng } from '../lib.js';
import { echoesQuestion } from '../../src/giveaways.js';
import { OptionSetBalancer } from '../option-sets.js';
import {
  capitalise,
  category,
  countryDistractorPool,
  finish,
  loadCountries,
  makePack,
  nearestCountries,
  windowedLevels,
  type Country,
} from './common.js';

export const MACHINE_NAME = 'governments';
export const LEVELS = 5;
export const QUESTIONS_PER_LEVEL = 100;
/** One republic in this many (by fame) gets a head-of-state question. */
const REPUBLIC_STEP = 3;

/** Sovereign states left out of the head-of-state questions, and why. */
export const LEFT_OUT: Record<string, string> = {
  CHE: 'the Federal Council of seven members is the collective head of state',
  BIH: 'a three-member presidency is the head of state',
  IRN: 'the Supreme Leader is head of state; the President heads the government',
  PRK: 'titles of the leadership are not comparable',
  AFG: 'government not recognised by most states',
  SDN: 'transitional sovereignty council',
  LBY: 'rival governments',
  HTI: 'transitional presidential council',
  MMR: 'military administration',
  SYR: 'transitional arrangements',
  WSM: 'the head of state has a Samoan title, O le Ao o le Malo',
  MYS: 'the elected king has a Malay title, Yang di-Pertuan Agong',
  JAM: 'moving from a realm to a republic',
};

/** Heads of state that are not presidents. Every other sovereign state has a president. */
// prettier-ignore
export const MONARCH_TITLES: Record<string, string> = {
  // Commonwealth realms: they share the King of the United Kingdom.
  GBR: 'King', CAN: 'King', AUS: 'King', NZL: 'King', BHS: 'King', BLZ: 'King', ATG: 'King',
  GRD: 'King', KNA: 'King', LCA: 'King', VCT: 'King', PNG: 'King', SLB: 'King', TUV: 'King',
  // Other kingdoms.
  ESP: 'King', SWE: 'King', NOR: 'King', DNK: 'King', NLD: 'King', BEL: 'King', THA: 'King',
  KHM: 'King', BTN: 'King', LSO: 'King', SWZ: 'King', MAR: 'King', JOR: 'King', SAU: 'King',
  BHR: 'King', TON: 'King',
  JPN: 'Emperor',
  LUX: 'Grand Duke',
  MCO: 'Prince',
  LIE: 'Prince',
  BRN: 'Sultan',
  OMN: 'Sultan',
  QAT: 'Emir',
  KWT: 'Emir',
  VAT: 'Pope',
};

/** Non-monarchies whose head of state is not a single president. */
const OTHER_TITLES: Record<string, string> = {
  SMR: 'Captains Regent',
  AND: 'Co-Princes',
};

// prettier-ignore
const REALMS = new Set(['GBR', 'CAN', 'AUS', 'NZL', 'BHS', 'BLZ', 'ATG', 'GRD', 'KNA', 'LCA', 'VCT', 'PNG', 'SLB', 'TUV']);

/** Wrong answers for title questions: plausible titles, none of them a head of state's title where offered. */
const TITLE_POOL = [
  'President',
  'King',
  'Emperor',
  'Prime Minister',
  'Chancellor',
  'Sultan',
  'Emir',
  'Prince',
  'Grand Duke',
  'Pope',
];

/** Our own notes on particular heads of state. */
const TITLE_NOTES: Record<string, string> = {
  JPN: 'Japan is the only country whose monarch is an emperor.',
  LUX: 'Luxembourg is the only grand duchy in the world.',
  VAT: 'The Pope is the head of state of Vatican City as well as head of the Catholic Church.',
  AND: 'Andorra has two co-princes: the Bishop of Urgell and the President of France.',
  SMR: 'San Marino has two Captains Regent, elected for six months at a time.',
  ARE: 'The United Arab Emirates is a federation of seven emirates; their rulers elect one of them as President.',
  DEU: 'The Chancellor leads the German government; the President is the head of state.',
  AUT: 'The Chancellor leads the Austrian government; the President is the head of state.',
  IND: 'The Prime Minister leads the Indian government; the President is the head of state.',
  GBR: 'The Prime Minister leads the government; the King is the head of state.',
};

/** National parliaments (or their best-known chamber) with a name of their own. */
interface Parliament {
  cca3: string;
  name: string;
  /** "parliament", or the chamber, e.g. "lower house of the parliament". */
  body: string;
  note?: string;
}

export const PARLIAMENTS: Parliament[] = [
  { cca3: 'ISR', name: 'Knesset', body: 'parliament', note: 'It has 120 members and sits in Jerusalem.' },
  { cca3: 'DEU', name: 'Bundestag', body: 'federal parliament', note: 'It meets in the Reichstag building in Berlin.' },
  {
    cca3: 'JPN',
    name: 'National Diet',
    body: 'parliament',
    note: 'It has two houses: the House of Representatives and the House of Councillors.',
  },
  {
    cca3: 'ISL',
    name: 'Althing',
    body: 'parliament',
    note: 'Founded in 930, it is one of the oldest parliaments in the world.',
  },
  { cca3: 'NOR', name: 'Storting', body: 'parliament' },
  { cca3: 'SWE', name: 'Riksdag', body: 'parliament' },
  { cca3: 'DNK', name: 'Folketing', body: 'parliament' },
  { cca3: 'FIN', name: 'Eduskunta', body: 'parliament', note: 'Its Swedish name is Riksdagen.' },
  { cca3: 'EST', name: 'Riigikogu', body: 'parliament' },
  { cca3: 'LVA', name: 'Saeima', body: 'parliament' },
  { cca3: 'LTU', name: 'Seimas', body: 'parliament' },
  { cca3: 'POL', name: 'Sejm', body: 'lower house of the parliament', note: 'The upper house is the Senate.' },
  { cca3: 'UKR', name: 'Verkhovna Rada', body: 'parliament', note: 'The name means “Supreme Council”.' },
  {
    cca3: 'ESP',
    name: 'Cortes Generales',
    body: 'parliament',
    note: 'It is made up of the Congress of Deputies and the Senate.',
  },
  { cca3: 'IRL', name: 'Oireachtas', body: 'parliament', note: 'Its houses are Dáil Éireann and Seanad Éireann.' },
  {
    cca3: 'USA',
    name: 'Congress',
    body: 'federal parliament',
    note: 'It has two chambers: the House of Representatives and the Senate.',
  },
  { cca3: 'MNG', name: 'State Great Khural', body: 'parliament' },
  { cca3: 'HRV', name: 'Sabor', body: 'parliament' },
  { cca3: 'NLD', name: 'States General', body: 'parliament', note: 'It sits in The Hague.' },
  { cca3: 'CHN', name: "National People's Congress", body: 'parliament' },
  { cca3: 'TUR', name: 'Grand National Assembly', body: 'parliament' },
  {
    cca3: 'RUS',
    name: 'State Duma',
    body: 'lower house of the parliament',
    note: 'The upper house is the Federation Council.',
  },
  { cca3: 'IRN', name: 'Islamic Consultative Assembly', body: 'parliament', note: 'It is also called the Majlis.' },
  { cca3: 'BGD', name: 'Jatiya Sangsad', body: 'parliament', note: 'The name means “House of the Nation”.' },
  { cca3: 'KGZ', name: 'Jogorku Kenesh', body: 'parliament' },
  { cca3: 'UZB', name: 'Oliy Majlis', body: 'parliament' },
  { cca3: 'TJK', name: 'Majlisi Oli', body: 'parliament' },
  { cca3: 'AZE', name: 'Milli Majlis', body: 'parliament' },
  {
    cca3: 'IND',
    name: 'Lok Sabha',
    body: 'lower house of the parliament',
    note: 'The upper house is the Rajya Sabha.',
  },
  {
    cca3: 'KAZ',
    name: 'Kurultai',
    body: 'parliament',
    note: 'Under the 2026 constitution this single chamber replaced the Mazhilis and the Senate from 1 July 2026.',
  },
  {
    cca3: 'MYS',
    name: 'Dewan Rakyat',
    body: 'lower house of the parliament',
    note: 'The name means “House of the People”.',
  },
  { cca3: 'IDN', name: "People's Consultative Assembly", body: 'parliament' },
  { cca3: 'PRK', name: "Supreme People's Assembly", body: 'parliament' },
  {
    cca3: 'PAK',
    name: 'Majlis-e-Shoora',
    body: 'parliament',
    note: 'It is also simply called the Parliament of Pakistan.',
  },
  {
    cca3: 'IMN',
    name: 'Tynwald',
    body: 'parliament',
    note: 'It claims to be the oldest parliament in continuous existence.',
  },
  { cca3: 'FRO', name: 'Løgting', body: 'parliament' },
  { cca3: 'GRL', name: 'Inatsisartut', body: 'parliament' },
];

/** Territories and the state they belong to (undisputed only). */
// prettier-ignore
export const TERRITORIES: Record<string, string> = {
  GRL: 'DNK', FRO: 'DNK',
  // The United States Minor Outlying Islands are left out: uninhabited, and their name tells the answer.
  PRI: 'USA', GUM: 'USA', ASM: 'USA', VIR: 'USA', MNP: 'USA',
  BMU: 'GBR', CYM: 'GBR', VGB: 'GBR', AIA: 'GBR', MSR: 'GBR', TCA: 'GBR', GIB: 'GBR', SHN: 'GBR', PCN: 'GBR',
  ABW: 'NLD', CUW: 'NLD', SXM: 'NLD', BES: 'NLD',
  PYF: 'FRA', NCL: 'FRA', WLF: 'FRA', SPM: 'FRA', BLM: 'FRA', MAF: 'FRA', GLP: 'FRA', MTQ: 'FRA', GUF: 'FRA',
  REU: 'FRA', MYT: 'FRA', ATF: 'FRA',
  HKG: 'CHN', MAC: 'CHN',
  NFK: 'AUS', CXR: 'AUS', CCK: 'AUS', HMD: 'AUS',
  TKL: 'NZL',
  ALA: 'FIN',
  SJM: 'NOR', BVT: 'NOR',
};

/**
 * Territories whose name tells their state ("United States Virgin Islands", "French Southern and
 * Antarctic Lands"): asked by their capital or a part of them instead.
 */
const ASKED_WITHOUT_NAME: Record<string, { text: string; note: string }> = {
  VIR: {
    text: 'Charlotte Amalie is the capital of a territory of which country?',
    note: 'Its capital is Charlotte Amalie.',
  },
  ASM: { text: 'Pago Pago is the capital of a territory of which country?', note: 'Its capital is Pago Pago.' },
  BES: {
    text: 'Kralendijk, on Bonaire, is the main town of a territory of which country?',
    note: 'It is made up of Bonaire, Sint Eustatius and Saba; Kralendijk is the main town of Bonaire.',
  },
  ATF: {
    text: 'The Kerguelen Islands are part of a territory of which country?',
    note: 'The Kerguelen Islands are its largest group of islands.',
  },
};

/** Constituent countries of the Kingdom of the Netherlands: not territories of the Netherlands. */
const KINGDOM_PARTS = new Set(['ABW', 'CUW', 'SXM']);

/** Federations whose federal status is written in their constitution. */
// prettier-ignore
export const FEDERATIONS = new Set([
  'ARG', 'AUS', 'AUT', 'BEL', 'BIH', 'BRA', 'CAN', 'ETH', 'DEU', 'IND', 'IRQ', 'MYS', 'MEX',
  'FSM', 'NPL', 'NGA', 'PAK', 'RUS', 'KNA', 'SOM', 'CHE', 'ARE', 'USA', 'VEN',
]);

/** Clearly unitary states, used as the wrong answers of the federation questions. */
// prettier-ignore
const UNITARY = [
  'FRA', 'JPN', 'CHN', 'POL', 'SWE', 'NOR', 'FIN', 'DNK', 'PRT', 'GRC', 'IRL', 'NLD', 'EGY', 'GHA',
  'THA', 'VNM', 'PHL', 'KOR', 'CHL', 'PER', 'COL', 'BOL', 'ECU', 'URY', 'PRY', 'CUB', 'TUR', 'SAU',
  'HUN', 'CZE', 'ROU', 'BGR', 'UKR', 'NZL', 'ISL', 'SEN', 'MAR', 'DZA', 'TUN', 'KEN', 'TZA', 'FJI',
  'TON', 'PNG', 'IDN', 'LKA', 'BGD', 'KAZ', 'UZB', 'MNG', 'GTM', 'CRI', 'PAN', 'DOM', 'HND',
];

const CONTINENT_OF_REGION: Record<string, string> = {
  Europe: 'European',
  Asia: 'Asian',
  Africa: 'African',
  Americas: 'American',
  Oceania: 'Oceanian',
};

/** Names that say what form of state they are ("Democratic Republic of the Congo"): never offered as monarchy or republic. */
const NAMES_ITS_FORM = /Republic|Kingdom|Emirates|Principality|Duchy|Sultanate/;

interface Question {
  score: number;
  make: (rng: Rng, level: number) => PackItem;
}

export function headOfStateTitle(cca3: string): string | null {
  if (LEFT_OUT[cca3]) return null;
  return MONARCH_TITLES[cca3] ?? OTHER_TITLES[cca3] ?? 'President';
}

function titleSentence(c: Country, title: string): string {
  const name = escapeHtml(capitalise(c.display));
  if (REALMS.has(c.cca3) && c.cca3 !== 'GBR') {
    return `${name} is a Commonwealth realm: its head of state is the <strong>King</strong> it shares with the United Kingdom, represented locally by a governor-general.`;
  }
  if (title === 'President') return `${name} is a republic: its head of state is the <strong>President</strong>.`;
  if (title === 'Captains Regent' || title === 'Co-Princes') {
    return `The head of state of ${escapeHtml(c.display)} is a pair of <strong>${title}</strong>.`;
  }
  return `${name} is a monarchy: its head of state is the <strong>${escapeHtml(title)}</strong>.`;
}

export function orderedQuestions(): Question[] {
  const countries = loadCountries();
  const byCca3 = new Map(countries.map((c) => [c.cca3, c]));
  const get = (cca3: string): Country => {
    const c = byCca3.get(cca3);
    if (!c) throw new Error(`unknown country ${cca3}`);
    return c;
  };
  const sovereign = countries.filter((c) => c.independent);
  const out: Question[] = [];
  // One balancer for the whole subject: its give-away rates are measured over all the forms.
  const balancer = new OptionSetBalancer();
  /** A finished item whose wrong answers the balancer takes from a few draws of `draw`. */
  const ask = (rng: Rng, item: { text: string; answer: string; learn_more: string }, draw: () => string[]) =>
    finish(rng, {
      text: item.text,
      answer: item.answer,
      distractors: balancer.pickDrawn(rng, item.text, item.answer, draw),
      learn_more: item.learn_more,
    });

  // 1. Head-of-state titles. Most states are republics, so only every REPUBLIC_STEP-th republic
  // by fame is asked, or "President" would be the answer most of the time.
  let republicIndex = 0;
  for (const c of sovereign) {
    const title = headOfStateTitle(c.cca3);
    if (!title) continue;
    if (title === 'President' && republicIndex++ % REPUBLIC_STEP !== 0) continue;
    const note = TITLE_NOTES[c.cca3];
    // "The head of state of the United Kingdom" would say "King": there the adjective is used.
    const plain = `What is the title of the head of state of ${c.display}?`;
    const text = echoesQuestion(plain, title) ? `What is the title of the ${c.demonym} head of state?` : plain;
    out.push({
      // Monarchies and unusual titles are the interesting ones: nudge them earlier.
      score: c.score + (title === 'President' ? 0 : 0.6),
      make: (rng) =>
        ask(
          rng,
          { text, answer: title, learn_more: `<p>${titleSentence(c, title)}${note ? ` ${escapeHtml(note)}` : ''}</p>` },
          // "Prince" is half right for Andorra's co-princes: never offer it there.
          () => chooseDistractors(rng, title, [], TITLE_POOL, 4, (t) => !(title === 'Co-Princes' && t === 'Prince')),
        ),
    });
  }

  // 2. Titles held by exactly one head of state -> that country.
  const holders = new Map<string, string[]>();
  for (const c of sovereign) {
    const t = headOfStateTitle(c.cca3);
    if (t && t !== 'President' && t !== 'King') holders.set(t, [...(holders.get(t) ?? []), c.cca3]);
  }
  for (const [title, codes] of holders) {
    if (codes.length !== 1) continue;
    const c = get(codes[0] as string);
    out.push({
      score: c.score - 0.3,
      make: (rng, level) => {
        const pool = countryDistractorPool(c, sovereign, level, LEVELS).map((x) => x.name);
        return ask(
          rng,
          {
            text: `Which country's head of state has the title ${title}?`,
            answer: c.name,
            learn_more: `<p>${titleSentence(c, title)}${TITLE_NOTES[c.cca3] ? ` ${escapeHtml(TITLE_NOTES[c.cca3] as string)}` : ''}</p>`,
          },
          () =>
            chooseDistractors(
              rng,
              c.name,
              pool,
              sovereign.map((x) => x.name),
              4,
            ),
        );
      },
    });
  }

  // 3. Monarchy / republic, one question per continent and answer kind.
  for (const [region, adjective] of Object.entries(CONTINENT_OF_REGION)) {
    const here = sovereign.filter(
      (c) => c.region === region && headOfStateTitle(c.cca3) && !NAMES_ITS_FORM.test(c.name),
    );
    const monarchies = here.filter((c) => MONARCH_TITLES[c.cca3]);
    const republics = here.filter((c) => headOfStateTitle(c.cca3) === 'President');
    if (monarchies.length === 0 || republics.length < 3) continue;
    const bestMonarchy = monarchies[0] as Country;
    out.push({
      score: bestMonarchy.score - 0.5,
      make: (rng) => {
        const answer = monarchies[Math.floor(rng() * Math.min(monarchies.length, 4))] as Country;
        return ask(
          rng,
          {
            text: `Which of these ${adjective} countries is a monarchy?`,
            answer: answer.name,
            learn_more: `<p>${titleSentence(answer, MONARCH_TITLES[answer.cca3] as string)} The other countries offered are republics.</p>`,
          },
          () =>
            chooseDistractors(
              rng,
              answer.name,
              republics.slice(0, 25).map((r) => r.name),
              [],
              4,
            ),
        );
      },
    });
    if (monarchies.length >= 3) {
      out.push({
        score: bestMonarchy.score - 1,
        make: (rng) => {
          const answer = republics[Math.floor(rng() * Math.min(republics.length, 6))] as Country;
          return ask(
            rng,
            {
              text: `Which of these ${adjective} countries is a republic?`,
              answer: answer.name,
              learn_more: `<p>${titleSentence(answer, 'President')} The other countries offered are monarchies.</p>`,
            },
            () =>
              chooseDistractors(
                rng,
                answer.name,
                monarchies.map((m) => m.name),
                [],
                4,
              ),
          );
        },
      });
    }
  }

  // 4. Parliaments, both ways.
  const parliamentNames = PARLIAMENTS.map((p) => p.name);
  for (const p of PARLIAMENTS) {
    const c = get(p.cca3);
    const learn = `<p>The <strong>${escapeHtml(p.name)}</strong> is the ${escapeHtml(p.body)} of ${escapeHtml(c.display)}.${p.note ? ` ${escapeHtml(p.note)}` : ''}</p>`;
    const owners = PARLIAMENTS.map((x) => get(x.cca3));
    const isHouse = p.body.startsWith('lower house');
    out.push({
      score: c.score - 1.2,
      make: (rng, level) => {
        const near = nearestCountries(c, owners).map((o) => PARLIAMENTS.find((x) => x.cca3 === o.cca3)?.name as string);
        return ask(
          rng,
          {
            text: isHouse
              ? `What is the lower house of the parliament of ${c.display} called?`
              : `What is the parliament of ${c.display} called?`,
            answer: p.name,
            learn_more: learn,
          },
          () => chooseDistractors(rng, p.name, level >= 3 ? near.slice(0, 6) : [], parliamentNames, 4),
        );
      },
    });
    out.push({
      score: c.score - 1.6,
      make: (rng, level) => {
        const sameKind = countries.filter((x) => x.independent === c.independent);
        const pool = nearestCountries(c, sameKind).slice(0, level >= 3 ? 6 : 20);
        return ask(
          rng,
          {
            text: isHouse
              ? `The ${p.name} is the lower house of which country's parliament?`
              : `The ${p.name} is the parliament of which ${c.independent ? 'country' : 'territory'}?`,
            answer: c.name,
            learn_more: learn,
          },
          () =>
            chooseDistractors(
              rng,
              c.name,
              pool.map((x) => x.name),
              [],
              4,
            ),
        );
      },
    });
  }

  // 5. Territories -> sovereign state.
  const sovereignsWithTerritories = [...new Set(Object.values(TERRITORIES))].map(get);
  for (const [code, owner] of Object.entries(TERRITORIES)) {
    const t = get(code);
    const s = get(owner);
    const special = code === 'HKG' || code === 'MAC';
    out.push({
      score: t.score - 0.2,
      make: (rng, level) => {
        const near = nearestCountries(t, sovereign)
          .filter((x) => x.cca3 !== s.cca3)
          .slice(0, level >= 3 ? 5 : 12);
        const preferred = level >= 4 ? near.map((x) => x.name) : sovereignsWithTerritories.map((x) => x.name);
        return ask(
          rng,
          {
            text: special
              ? `${t.name} is a special administrative region of which country?`
              : KINGDOM_PARTS.has(code)
                ? `${t.name} is a country within the kingdom of which state?`
                : (ASKED_WITHOUT_NAME[code]?.text ??
                  `${capitalise(t.display)} ${/Islands$/.test(t.name) ? 'are' : 'is'} a territory of which country?`),
            answer: s.name,
            learn_more: KINGDOM_PARTS.has(code)
              ? `<p><strong>${escapeHtml(t.name)}</strong> is a country within the Kingdom of the Netherlands, which is made up of four countries (the Netherlands, Aruba, Curaçao and Sint Maarten) under one king.</p>`
              : `<p><strong>${escapeHtml(capitalise(t.display))}</strong> belongs to ${escapeHtml(s.display)}${special ? ' as a special administrative region with its own laws and currency' : ''}.${ASKED_WITHOUT_NAME[code] ? ` ${escapeHtml(ASKED_WITHOUT_NAME[code].note)}` : ''}</p>`,
          },
          () =>
            chooseDistractors(
              rng,
              s.name,
              preferred,
              near.map((x) => x.name),
              4,
            ),
        );
      },
    });
  }

  // 6. Federations, one question per continent.
  for (const [region, adjective] of Object.entries(CONTINENT_OF_REGION)) {
    const feds = sovereign.filter((c) => c.region === region && FEDERATIONS.has(c.cca3));
    const unitary = UNITARY.map(get).filter((c) => c.region === region);
    if (feds.length === 0 || unitary.length < 3) continue;
    out.push({
      score: (feds[0] as Country).score - 1.4,
      make: (rng) => {
        const answer = feds[Math.floor(rng() * Math.min(feds.length, 3))] as Country;
        return ask(
          rng,
          {
            text: `Which of these ${adjective} countries is a federation?`,
            answer: answer.name,
            learn_more: `<p>${escapeHtml(capitalise(answer.display))} is a <strong>federation</strong>: power is shared by law between the national government and its states or regions. The other countries offered are unitary states.</p>`,
          },
          () =>
            chooseDistractors(
              rng,
              answer.name,
              unitary.map((u) => u.name),
              [],
              4,
            ),
        );
      },
    });
  }

  return out.sort((a, b) => b.score - a.score);
}

export function buildGovernmentsPack(): Pack {
  const questions = orderedQuestions();
  const levels = windowedLevels(MACHINE_NAME, questions, LEVELS, QUESTIONS_PER_LEVEL);
  return makePack(
    category(
      MACHINE_NAME,
      'Governments',
      'social-sciences',
      LEVELS,
      `Only undisputed, hand-checked facts are used (${questions.length} questions: heads of state, ` +
        `parliaments, territories, monarchies and federations), so each level is a window of ` +
        `${QUESTIONS_PER_LEVEL} by fame and neighbouring levels overlap.`,
    ),
    levels,
  );
}

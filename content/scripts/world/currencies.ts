/**
 * Currencies: "What is the currency of Japan?" (options currency names), "Which currency has the
 * ISO 4217 code JPY?" and, for currencies used by one country only, "The kwanza is the currency
 * of which country?" (sovereign states only).
 *
 * Data: world-countries (ODbL-1.0) currency codes and names per country, with the corrections in
 * OVERRIDES and the exclusions in EXCLUDED (currency changes since the data was published, places
 * whose everyday currency is not clear-cut). The fame score of ./common.ts orders the questions.
 *
 * Difficulty: questions are ordered by the country's fame score (for the code form, that of the
 * best-known country using the currency) and each level is a window of QUESTIONS_PER_LEVEL.
 * Distractors at level 1 are well-known currencies from anywhere; higher up they come from the
 * same subregion and region, and at level 5 from the nearest countries (the CFA francs, the
 * dinars of the Arab world, the pesos of Latin America…).
 */
import type { Pack, PackItem } from '../../src/pack.js';
import { chooseDistractors, escapeHtml, type Rng } from '../lib.js';
import {
  category,
  countryDistractorPool,
  finish,
  loadCountries,
  makePack,
  nearestCountries,
  windowedLevels,
  type Country,
} from './common.js';

export const MACHINE_NAME = 'currencies';
export const LEVELS = 5;
export const QUESTIONS_PER_LEVEL = 200;

/** Currencies per country where the data is out of date (checked November 2026). */
export const OVERRIDES: Record<string, string[]> = {
  BGR: ['EUR'], // Bulgaria adopted the euro on 1 January 2026.
  CUB: ['CUP'], // The convertible peso was withdrawn in 2021.
  CUW: ['XCG'], // The Caribbean guilder replaced the Netherlands Antillean guilder on 31 March 2025.
  SXM: ['XCG'],
};

/** Options never offered as a wrong currency for a place: they are also right there. */
export const NEVER_OFFERED: Record<string, string[]> = {
  SXM: ['dollar', 'florin'], // The US dollar circulates widely; florin is another name for guilder.
  MAF: ['dollar'], // The US dollar circulates widely on the French side of the island too.
  WSM: ['dollar'], // "Tālā" is the Samoan word for dollar.
};

/** One name per currency where the data varies, and names for those it gives without a country. */
export const NAME_FIXES: Record<string, string> = {
  GBP: 'Pound sterling',
  DKK: 'Danish krone',
  NOK: 'Norwegian krone',
  GEL: 'Georgian lari',
  MKD: 'Macedonian denar',
  GMD: 'Gambian dalasi',
  SLL: 'Sierra Leonean leone',
  XCG: 'Caribbean guilder',
};

/** Entries left out: several currencies in everyday use, or a currency in flux. */
export const EXCLUDED: Record<string, string> = {
  ZWE: 'several currencies in use; the data predates the ZiG',
  VEN: 'the data names a bolívar that has since been replaced',
  PSE: 'three currencies in use',
  ESH: 'status disputed; three currencies in use',
  GGY: 'Guernsey pound and pound sterling are both in use',
  JEY: 'Jersey pound and pound sterling are both in use',
  IMN: 'Manx pound and pound sterling are both in use',
  FRO: 'the Faroese króna is a local issue of the Danish krone',
  SGS: 'no permanent population',
  ATF: 'no permanent population',
  ATA: 'no currency of its own',
  HMD: 'no permanent population',
  BVT: 'no permanent population',
  IOT: 'no permanent population',
  UMI: 'no permanent population',
};

/** Bare names not asked ("The colón is the currency of…"): another country used the same name. */
const AMBIGUOUS_BARE: Record<string, string> = {
  CRC: 'El Salvador also had a colón, still legal tender on paper',
};

/** First words of currency names that are common words, not a place's adjective. */
const COMMON_FIRST_WORDS = new Set(['Pound', 'Convertible', 'New']);

/** Lower case without accents, so "krona" and "króna" count as the same word. */
function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export interface CurrencyCountry {
  country: Country;
  /** ISO 4217 codes, the first being the main one. */
  codes: string[];
}

export interface Currency {
  code: string;
  name: string;
  users: Country[];
}

export function loadCurrencyData(): { countries: CurrencyCountry[]; currencies: Map<string, Currency> } {
  const names = new Map<string, string>();
  const countries: CurrencyCountry[] = [];
  for (const country of loadCountries()) {
    for (const [code, name] of Object.entries(country.currencies)) names.set(code, NAME_FIXES[code] ?? name);
    if (EXCLUDED[country.cca3]) continue;
    const codes = OVERRIDES[country.cca3] ?? Object.keys(country.currencies);
    if (codes.length === 0) continue;
    countries.push({ country, codes });
  }
  const currencies = new Map<string, Currency>();
  for (const cc of countries) {
    for (const code of cc.codes) {
      const name = names.get(code) ?? NAME_FIXES[code];
      if (!name) throw new Error(`no name for currency ${code}`);
      const cur = currencies.get(code) ?? { code, name, users: [] };
      cur.users.push(cc.country);
      currencies.set(code, cur);
    }
  }
  return { countries, currencies };
}

/** "Japanese yen" -> "yen" when the name starts with the users' demonym or name. */
function bareName(cur: Currency): string | null {
  if (cur.users.length !== 1) return null;
  const c = cur.users[0] as Country;
  for (const prefix of [c.demonym, c.name]) {
    if (prefix && cur.name.startsWith(`${prefix} `)) return cur.name.slice(prefix.length + 1);
  }
  return null;
}

interface Question {
  score: number;
  make: (rng: Rng, level: number) => PackItem;
}

function usersText(cur: Currency): string {
  const names = cur.users.map((u) => u.display);
  if (names.length <= 3)
    return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

function learnMore(cur: Currency, codeAlso = true): string {
  const code = codeAlso ? ` (code ${escapeHtml(cur.code)})` : '';
  const used = cur.users.length === 1 ? 'is the currency of' : 'is used in';
  return `<p>The <strong>${escapeHtml(cur.name)}</strong>${code} ${used} ${escapeHtml(usersText(cur))}.</p>`;
}

export function orderedQuestions(): Question[] {
  const { countries, currencies } = loadCurrencyData();
  const currencyCountries = countries.map((c) => c.country);
  const codesOf = new Map(countries.map((c) => [c.country.cca3, c.codes]));
  const all = [...currencies.values()];
  const out: Question[] = [];

  // Currency names for distractors: well-known ones at level 1, then the currencies of the
  // nearest countries, fewer (so closer) the higher the level.
  const width = [0, 0, 14, 10, 7, 5];
  const namesNear = (target: Country, level: number, exclude: readonly string[]): string[] => {
    const near =
      level === 1
        ? countryDistractorPool(target, currencyCountries, 1, LEVELS)
        : nearestCountries(target, currencyCountries);
    const names: string[] = [];
    for (const c of near) {
      for (const code of codesOf.get(c.cca3) ?? []) {
        const cur = currencies.get(code);
        if (cur && !exclude.includes(code) && !names.includes(cur.name)) names.push(cur.name);
      }
      if (level > 1 && names.length >= (width[level] ?? 5)) break;
    }
    return names;
  };
  const excludedNames = (codes: readonly string[]) => new Set(codes.map((c) => currencies.get(c)?.name));

  // 1. Country -> currency. Options without the place they belong to ("peso", not "Mexican
  // peso"): otherwise the right one is the only option naming the country (issue 15 §3).
  const places = loadCountries()
    .flatMap((c) => [c.demonym, c.name, c.display])
    .filter((p): p is string => !!p)
    .sort((a, b) => b.length - a.length);
  const unplaced = (name: string): string => {
    const place = places.find((p) => name.startsWith(`${p} `));
    const rest = place ? name.slice(place.length + 1) : name;
    // Lower case for a common word ("euro", "pound sterling"), not for a place's adjective
    // ("Saudi riyal", "Caribbean guilder").
    const first = rest.split(' ')[0] as string;
    const common = first === rest || COMMON_FIRST_WORDS.has(first);
    return common && /^\p{Lu}\p{Ll}/u.test(rest) ? rest[0]?.toLowerCase() + rest.slice(1) : rest;
  };
  for (const { country, codes } of countries) {
    const main = currencies.get(codes[0] as string) as Currency;
    out.push({
      score: country.score,
      make: (rng, level) => {
        const own = excludedNames(codes);
        const answer = unplaced(main.name);
        const taken = new Set([...own].map((n) => unplaced(n ?? '')));
        const fallback = all.map((c) => unplaced(c.name)).filter((n) => !taken.has(n));
        return finish(rng, {
          text: `What is the currency of ${country.display}?`,
          answer,
          distractors: chooseDistractors(
            rng,
            answer,
            namesNear(country, level, codes).map(unplaced),
            fallback,
            4,
            (n) =>
              !taken.has(n) &&
              !n.split(' ').includes(answer.split(' ').at(-1) as string) &&
              !(NEVER_OFFERED[country.cca3] ?? []).includes(n),
          ),
          learn_more: learnMore(main),
        });
      },
    });
  }

  // 2. ISO code -> currency, ordered by the best-known user.
  for (const cur of all) {
    const best = cur.users[0] as Country;
    out.push({
      score: best.score - 1,
      make: (rng, level) => {
        const near = namesNear(best, level, [cur.code]);
        const sameLetter = all.filter((c) => c.code !== cur.code && c.code[0] === cur.code[0]).map((c) => c.name);
        const pool = level >= 4 ? [...new Set([...sameLetter.slice(0, 3), ...near])] : near;
        return finish(rng, {
          text: `Which currency has the ISO 4217 code ${cur.code}?`,
          answer: cur.name,
          distractors: chooseDistractors(
            rng,
            cur.name,
            pool,
            all.map((c) => c.name),
            4,
          ),
          learn_more: learnMore(cur),
        });
      },
    });
  }

  // 3. Bare currency name -> country, for currencies with one user and a name unique once bare.
  const bare = new Map<string, number>();
  for (const cur of all) {
    const b = bareName(cur);
    if (b) bare.set(fold(b), (bare.get(fold(b)) ?? 0) + 1);
  }
  for (const cur of all) {
    const b = bareName(cur);
    if (!b || bare.get(fold(b)) !== 1 || AMBIGUOUS_BARE[cur.code]) continue;
    // Skip generic words ("dollar", "franc", "krona"/"króna"…) that other currencies also use.
    if (all.some((o) => o !== cur && fold(o.name).split(' ').includes(fold(b)))) continue;
    const owner = cur.users[0] as Country;
    if (!owner.independent) continue;
    out.push({
      score: owner.score - 0.6,
      make: (rng, level) => {
        const near = countryDistractorPool(owner, currencyCountries, level, LEVELS).map((c) => c.name);
        return finish(rng, {
          text: `The ${b} is the currency of which country?`,
          answer: owner.name,
          distractors: chooseDistractors(
            rng,
            owner.name,
            near,
            currencyCountries.map((c) => c.name),
            4,
          ),
          learn_more: learnMore(cur),
        });
      },
    });
  }
  return out.sort((a, b) => b.score - a.score);
}

export function buildCurrenciesPack(): Pack {
  const questions = orderedQuestions();
  const levels = windowedLevels(MACHINE_NAME, questions, LEVELS, QUESTIONS_PER_LEVEL);
  return makePack(
    category(
      MACHINE_NAME,
      'Currencies',
      'social-sciences',
      LEVELS,
      `${questions.length} questions in three forms (country to currency, ISO code to currency, ` +
        'currency to country); each level is a window of 200 by fame, so neighbouring levels overlap.',
    ),
    levels,
  );
}

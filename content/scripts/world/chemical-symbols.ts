/**
 * Chemical Symbols: "Iron =" (options Fe, Ir, In, I), "Fe is the symbol for:" (options element
 * names) and "The element with atomic number 26 has which symbol?".
 *
 * Data: the 118 element names, symbols and atomic numbers as fixed by IUPAC (facts, typed in
 * here; British/IUPAC spellings aluminium, caesium, sulfur). The Latin names behind the
 * irregular symbols are in our own words.
 *
 * Difficulty: an element's level comes from its atomic number (1-20 → 1, 21-36 → 2, 37-56 → 3,
 * 57-86 → 4, 87-118 → 5), pulled down for elements everyone meets in daily life (gold, silver,
 * lead, tin, mercury, uranium…); the atomic-number form counts one level harder. All questions
 * are sorted by that difficulty and cut into five equal bands.
 * Distractors are look-alike symbols (same first letter as the symbol or as the name, letters
 * taken from the name) and, for the reverse form, names starting with the symbol's letters; the
 * pool of look-alikes narrows as the level rises. With 118 elements and three forms each level
 * holds about 70 questions: every element there is, with no filler.
 */
import type { Pack, PackItem } from '../../src/pack.js';
import { chooseDistractors, escapeHtml, makeRng, type Rng } from '../lib.js';
import { category, finish, levelBands, makePack } from './common.js';

export const MACHINE_NAME = 'chemical-symbols';
export const LEVELS = 5;

/** Atomic number order: "symbol name" pairs, index + 1 = atomic number. */
const TABLE = `H Hydrogen|He Helium|Li Lithium|Be Beryllium|B Boron|C Carbon|N Nitrogen|O Oxygen|F Fluorine|Ne Neon|
Na Sodium|Mg Magnesium|Al Aluminium|Si Silicon|P Phosphorus|S Sulfur|Cl Chlorine|Ar Argon|K Potassium|Ca Calcium|
Sc Scandium|Ti Titanium|V Vanadium|Cr Chromium|Mn Manganese|Fe Iron|Co Cobalt|Ni Nickel|Cu Copper|Zn Zinc|
Ga Gallium|Ge Germanium|As Arsenic|Se Selenium|Br Bromine|Kr Krypton|Rb Rubidium|Sr Strontium|Y Yttrium|Zr Zirconium|
Nb Niobium|Mo Molybdenum|Tc Technetium|Ru Ruthenium|Rh Rhodium|Pd Palladium|Ag Silver|Cd Cadmium|In Indium|Sn Tin|
Sb Antimony|Te Tellurium|I Iodine|Xe Xenon|Cs Caesium|Ba Barium|La Lanthanum|Ce Cerium|Pr Praseodymium|Nd Neodymium|
Pm Promethium|Sm Samarium|Eu Europium|Gd Gadolinium|Tb Terbium|Dy Dysprosium|Ho Holmium|Er Erbium|Tm Thulium|Yb Ytterbium|
Lu Lutetium|Hf Hafnium|Ta Tantalum|W Tungsten|Re Rhenium|Os Osmium|Ir Iridium|Pt Platinum|Au Gold|Hg Mercury|
Tl Thallium|Pb Lead|Bi Bismuth|Po Polonium|At Astatine|Rn Radon|Fr Francium|Ra Radium|Ac Actinium|Th Thorium|
Pa Protactinium|U Uranium|Np Neptunium|Pu Plutonium|Am Americium|Cm Curium|Bk Berkelium|Cf Californium|Es Einsteinium|Fm Fermium|
Md Mendelevium|No Nobelium|Lr Lawrencium|Rf Rutherfordium|Db Dubnium|Sg Seaborgium|Bh Bohrium|Hs Hassium|Mt Meitnerium|Ds Darmstadtium|
Rg Roentgenium|Cn Copernicium|Nh Nihonium|Fl Flerovium|Mc Moscovium|Lv Livermorium|Ts Tennessine|Og Oganesson`;

/** Elements met in daily life, placed below their atomic-number level. */
// prettier-ignore
const FAMILIAR: Record<string, number> = {
  Fe: 1, Cu: 1, Zn: 1, Ag: 1, Au: 1, Pb: 1, Sn: 1, Hg: 1, Ni: 1, I: 1, U: 1,
  Ti: 2, Cr: 2, Pt: 2, W: 2, Ra: 2, Pu: 2, Rn: 2, Xe: 3, Sr: 3, Ba: 3, Kr: 2, Co: 1, Mn: 2,
};

/** Where an irregular symbol comes from, in our own words. */
const ORIGINS: Record<string, string> = {
  Na: 'from <em>natrium</em>, the Latin name for sodium',
  K: 'from <em>kalium</em>, the Latin name for potassium',
  Fe: 'from <em>ferrum</em>, Latin for iron',
  Cu: 'from <em>cuprum</em>, Latin for copper',
  Ag: 'from <em>argentum</em>, Latin for silver',
  Sn: 'from <em>stannum</em>, Latin for tin',
  Sb: 'from <em>stibium</em>, the Latin name for antimony',
  W: 'from <em>wolfram</em>, the other name of tungsten',
  Au: 'from <em>aurum</em>, Latin for gold',
  Hg: 'from <em>hydrargyrum</em>, Latin (from Greek) for “liquid silver”',
  Pb: 'from <em>plumbum</em>, Latin for lead',
};

/** Spellings other than the IUPAC one, mentioned in learn_more. */
const SPELLINGS: Record<string, string> = {
  Al: 'In American English it is spelled aluminum.',
  Cs: 'In American English it is spelled cesium.',
  S: 'It is also spelled sulphur in older British texts.',
};

export interface Element {
  z: number;
  symbol: string;
  name: string;
  level: number;
}

export function loadElements(): Element[] {
  return TABLE.replace(/\n/g, '')
    .split('|')
    .map((pair, i) => {
      const [symbol, name] = pair.trim().split(' ') as [string, string];
      const z = i + 1;
      const band = z <= 20 ? 1 : z <= 36 ? 2 : z <= 56 ? 3 : z <= 86 ? 4 : 5;
      return { z, symbol, name, level: Math.min(band, FAMILIAR[symbol] ?? band) };
    });
}

function isSubsequence(needle: string, hay: string): boolean {
  let i = 0;
  for (const ch of hay) if (ch === needle[i]) i++;
  return i === needle.length;
}

/** How much a candidate symbol looks like the right symbol of an element (higher = closer). */
function symbolLikeness(candidate: string, target: Element): number {
  let score = 0;
  if (candidate[0] === target.symbol[0]) score += 3;
  if (candidate[0] === target.name[0]) score += 3;
  if (isSubsequence(candidate.toLowerCase(), target.name.toLowerCase())) score += 1;
  if (candidate.length === target.symbol.length) score += 0.5;
  return score;
}

/** How much a candidate element name could be mistaken for the owner of a symbol. */
function nameLikeness(candidate: Element, target: Element): number {
  let score = 0;
  if (candidate.name[0] === target.symbol[0]) score += 2;
  if (isSubsequence(target.symbol.toLowerCase(), candidate.name.toLowerCase())) score += 2;
  if (candidate.symbol[0] === target.symbol[0]) score += 1;
  return score;
}

/** Pool width of the closest look-alikes per level: narrower is harder. */
const WIDTH = [0, 14, 10, 8, 6, 5];

function closest<T>(items: T[], score: (t: T) => number, key: (t: T) => string, width: number): T[] {
  return items
    .map((t) => ({ t, s: score(t) }))
    .sort((a, b) => b.s - a.s || key(a.t).localeCompare(key(b.t)))
    .slice(0, width)
    .map((x) => x.t);
}

function learnMore(e: Element): string {
  const origin = ORIGINS[e.symbol];
  let html = `<p><strong>${escapeHtml(e.symbol)}</strong> is the symbol for ${escapeHtml(e.name.toLowerCase())}, atomic number ${e.z}.`;
  if (origin) html += ` The symbol comes ${origin}.`;
  const spelling = SPELLINGS[e.symbol];
  if (spelling) html += ` ${escapeHtml(spelling)}`;
  return `${html}</p>`;
}

function nameToSymbol(rng: Rng, e: Element, all: Element[], level: number): PackItem {
  const others = all.filter((o) => o !== e);
  const pool = closest(
    others,
    (o) => symbolLikeness(o.symbol, e),
    (o) => o.symbol,
    WIDTH[level] ?? 6,
  );
  return finish(rng, {
    text: `${e.name} =`,
    answer: e.symbol,
    distractors: chooseDistractors(
      rng,
      e.symbol,
      pool.map((o) => o.symbol),
      [],
      4,
    ),
    learn_more: learnMore(e),
  });
}

function symbolToName(rng: Rng, e: Element, all: Element[], level: number): PackItem {
  const others = all.filter((o) => o !== e);
  const pool = closest(
    others,
    (o) => nameLikeness(o, e),
    (o) => o.name,
    WIDTH[level] ?? 6,
  );
  return finish(rng, {
    text: `${e.symbol} is the symbol for:`,
    answer: e.name,
    distractors: chooseDistractors(
      rng,
      e.name,
      pool.map((o) => o.name),
      [],
      4,
    ),
    learn_more: learnMore(e),
  });
}

function numberToSymbol(rng: Rng, e: Element, all: Element[], level: number): PackItem {
  // Neighbours in the periodic table: the closer the atomic number, the harder.
  const spread = level >= 4 ? 3 : level >= 3 ? 6 : 12;
  const near = all.filter((o) => o !== e && Math.abs(o.z - e.z) <= spread).map((o) => o.symbol);
  return finish(rng, {
    text: `The element with atomic number ${e.z} has which symbol?`,
    answer: e.symbol,
    distractors: chooseDistractors(
      rng,
      e.symbol,
      near,
      all.filter((o) => o !== e).map((o) => o.symbol),
      4,
    ),
    learn_more: learnMore(e),
  });
}

export function buildChemicalSymbolsPack(): Pack {
  const elements = loadElements();
  // Every question gets a difficulty: its element's level, plus one for the atomic-number form;
  // the sorted list is then cut into five equal bands.
  const questions: { difficulty: number; make: (rng: Rng, level: number) => PackItem }[] = [];
  for (const e of elements) {
    questions.push(
      { difficulty: e.level + e.z / 1000, make: (rng, level) => nameToSymbol(rng, e, elements, level) },
      { difficulty: e.level + 0.3 + e.z / 1000, make: (rng, level) => symbolToName(rng, e, elements, level) },
      { difficulty: e.level + 1 + e.z / 1000, make: (rng, level) => numberToSymbol(rng, e, elements, level) },
    );
  }
  questions.sort((a, b) => a.difficulty - b.difficulty);
  const levels = levelBands(questions, LEVELS).map((band, i) => {
    const rng = makeRng(`${MACHINE_NAME}/level-${i + 1}`);
    return band.map((q) => q.make(rng, i + 1));
  });
  return makePack(
    category(
      MACHINE_NAME,
      'Chemical Symbols',
      'science',
      LEVELS,
      'There are only 118 elements; each is asked three ways (name to symbol, symbol to name, atomic ' +
        'number to symbol) and the 354 questions are split into five levels of about 70 by atomic number ' +
        'and everyday familiarity.',
    ),
    levels,
  );
}

/**
 * Physics Units: SI units, their symbols and quantities, the SI prefixes and conversions.
 *
 *   "What is the SI unit of force?"               → newton
 *   "The pascal is the SI unit of which quantity?" → pressure
 *   "What is the symbol for the ohm?"              → Ω
 *   "Which unit has the symbol Wb?"                → weber
 *   "Which power of ten does the prefix milli stand for?" → 10⁻³
 *   "How many metres are in 1 kilometre?"          → 1,000
 *
 * Data: the International System of Units as defined by the BIPM SI Brochure (9th edition):
 * the 7 base units, the 22 derived units with special names, common coherent derived units,
 * and the 24 prefixes. Facts typed in by hand; the notes are in our own words.
 *
 * Difficulty: every unit and prefix carries a hand-set level from how early it is taught
 * (metre, second, kilogram at level 1; weber, katal, ronna at level 5); forms add to it (symbols
 * and reverse questions are a little harder). All questions are sorted by that difficulty and
 * cut into five equal bands. The SI is small, so levels hold about 70 questions each.
 */
import { choose } from '../../src/giveaways.js';
import type { Pack, PackItem } from '../../src/pack.js';
import { chooseDistractors, escapeHtml, makeRng, shuffle, type Rng } from '../lib.js';
import { OptionSetBalancer } from '../option-sets.js';
import { category, finish, levelBands, makePack } from './common.js';

export const MACHINE_NAME = 'physics-units';
export const LEVELS = 5;

interface Unit {
  name: string;
  symbol: string;
  /** Quantities measured in this unit; the first is the main one. */
  quantities: string[];
  level: number;
  /** "base", "derived" (special name) or "coherent" (no special name). */
  kind: 'base' | 'derived' | 'coherent';
  note?: string;
}

/** A unit: name | symbol | the quantities measured in it (the first is the main one) | level. */
type UnitRow = [name: string, symbol: string, quantities: string[], level: number];

/** The seven SI base units. */
const BASE_UNITS: UnitRow[] = [
  ['metre', 'm', ['length', 'distance'], 1],
  ['kilogram', 'kg', ['mass'], 1],
  ['second', 's', ['time'], 1],
  ['ampere', 'A', ['electric current'], 2],
  ['kelvin', 'K', ['thermodynamic temperature'], 2],
  ['mole', 'mol', ['amount of substance'], 3],
  ['candela', 'cd', ['luminous intensity'], 4],
];

/** The 22 SI derived units with special names. */
const DERIVED_UNITS: UnitRow[] = [
  ['newton', 'N', ['force', 'weight'], 1],
  ['joule', 'J', ['energy', 'work', 'heat'], 1],
  ['watt', 'W', ['power'], 1],
  ['hertz', 'Hz', ['frequency'], 2],
  ['pascal', 'Pa', ['pressure'], 2],
  ['volt', 'V', ['voltage', 'electric potential difference'], 1],
  ['coulomb', 'C', ['electric charge'], 3],
  ['ohm', 'Ω', ['electrical resistance'], 2],
  ['farad', 'F', ['capacitance'], 4],
  ['siemens', 'S', ['electrical conductance'], 5],
  ['weber', 'Wb', ['magnetic flux'], 5],
  ['tesla', 'T', ['magnetic flux density'], 4],
  ['henry', 'H', ['inductance'], 5],
  ['degree Celsius', '°C', ['Celsius temperature'], 1],
  ['radian', 'rad', ['plane angle'], 3],
  ['steradian', 'sr', ['solid angle'], 5],
  ['lumen', 'lm', ['luminous flux'], 4],
  ['lux', 'lx', ['illuminance'], 4],
  ['becquerel', 'Bq', ['radioactivity'], 4],
  ['gray', 'Gy', ['absorbed dose of radiation'], 5],
  ['sievert', 'Sv', ['equivalent dose of radiation'], 5],
  ['katal', 'kat', ['catalytic activity'], 5],
];

/** Common coherent derived units, which have no special name. */
const COHERENT_UNITS: UnitRow[] = [
  ['square metre', 'm²', ['area'], 1],
  ['cubic metre', 'm³', ['volume'], 1],
  ['metre per second', 'm/s', ['speed', 'velocity'], 1],
  ['metre per second squared', 'm/s²', ['acceleration'], 2],
  ['kilogram per cubic metre', 'kg/m³', ['density'], 2],
  ['newton metre', 'N·m', ['torque'], 3],
  ['kilogram metre per second', 'kg·m/s', ['momentum'], 3],
  ['radian per second', 'rad/s', ['angular velocity'], 4],
  ['volt per metre', 'V/m', ['electric field strength'], 4],
  ['joule per kelvin', 'J/K', ['entropy'], 5],
  ['joule per kilogram kelvin', 'J/(kg·K)', ['specific heat capacity'], 4],
  ['watt per square metre', 'W/m²', ['intensity of radiation'], 4],
  ['pascal second', 'Pa·s', ['dynamic viscosity'], 5],
  ['mole per cubic metre', 'mol/m³', ['amount concentration'], 5],
  ['newton per metre', 'N/m', ['surface tension'], 5],
];

/** A sentence on the unit that its learn-more adds. */
const NOTES: Record<string, string> = {
  kilogram: 'It is the only base unit whose name already has a prefix.',
  ampere: 'It is named after André-Marie Ampère.',
  kelvin: 'Zero kelvin is absolute zero; the kelvin has no degree sign.',
  newton: 'One newton gives a mass of 1 kg an acceleration of 1 m/s². It is named after Isaac Newton.',
  joule: 'One joule is the work done by a force of one newton over one metre.',
  watt: 'One watt is one joule per second. It is named after James Watt.',
  hertz: 'One hertz is one cycle per second.',
  pascal: 'One pascal is one newton per square metre.',
  volt: 'It is named after Alessandro Volta.',
  coulomb: 'One coulomb is the charge carried by one ampere in one second.',
  ohm: 'Its symbol is the Greek capital letter omega.',
  farad: 'It is named after Michael Faraday.',
  siemens: 'Conductance is the reciprocal of resistance.',
  tesla: 'It is named after Nikola Tesla.',
  'degree Celsius': 'A change of one degree Celsius equals a change of one kelvin.',
  radian: 'A full turn is 2π radians.',
  lux: 'One lux is one lumen per square metre.',
  becquerel: 'One becquerel is one nucleus decaying per second.',
  'newton metre': 'Torque is written in newton metres, not joules, although the two have the same dimensions.',
};

export const UNITS: Unit[] = (
  [
    ['base', BASE_UNITS],
    ['derived', DERIVED_UNITS],
    ['coherent', COHERENT_UNITS],
  ] as const
).flatMap(([kind, rows]) =>
  rows.map(([name, symbol, quantities, level]) => ({ name, symbol, quantities, level, kind, note: NOTES[name] })),
);

/** Quantities that must never be offered as wrong answers for a unit (same dimensions). */
const RELATED: Record<string, string[]> = {
  joule: ['torque'],
  'newton metre': ['energy', 'work', 'heat'],
  kelvin: ['Celsius temperature'],
  'degree Celsius': ['thermodynamic temperature'],
  gray: ['equivalent dose of radiation'],
  sievert: ['absorbed dose of radiation'],
};

interface Prefix {
  name: string;
  symbol: string;
  exponent: number;
  level: number;
}

export const PREFIXES: Prefix[] = [
  { name: 'quetta', symbol: 'Q', exponent: 30, level: 5 },
  { name: 'ronna', symbol: 'R', exponent: 27, level: 5 },
  { name: 'yotta', symbol: 'Y', exponent: 24, level: 5 },
  { name: 'zetta', symbol: 'Z', exponent: 21, level: 5 },
  { name: 'exa', symbol: 'E', exponent: 18, level: 4 },
  { name: 'peta', symbol: 'P', exponent: 15, level: 4 },
  { name: 'tera', symbol: 'T', exponent: 12, level: 3 },
  { name: 'giga', symbol: 'G', exponent: 9, level: 2 },
  { name: 'mega', symbol: 'M', exponent: 6, level: 1 },
  { name: 'kilo', symbol: 'k', exponent: 3, level: 1 },
  { name: 'hecto', symbol: 'h', exponent: 2, level: 3 },
  { name: 'deca', symbol: 'da', exponent: 1, level: 3 },
  { name: 'deci', symbol: 'd', exponent: -1, level: 2 },
  { name: 'centi', symbol: 'c', exponent: -2, level: 1 },
  { name: 'milli', symbol: 'm', exponent: -3, level: 1 },
  { name: 'micro', symbol: 'µ', exponent: -6, level: 2 },
  { name: 'nano', symbol: 'n', exponent: -9, level: 2 },
  { name: 'pico', symbol: 'p', exponent: -12, level: 3 },
  { name: 'femto', symbol: 'f', exponent: -15, level: 4 },
  { name: 'atto', symbol: 'a', exponent: -18, level: 4 },
  { name: 'zepto', symbol: 'z', exponent: -21, level: 5 },
  { name: 'yocto', symbol: 'y', exponent: -24, level: 5 },
  { name: 'ronto', symbol: 'r', exponent: -27, level: 5 },
  { name: 'quecto', symbol: 'q', exponent: -30, level: 5 },
];

/** Units and the prefixes they are commonly used with ('' = no prefix), for conversions. */
const CONVERSIONS: { unit: string; plural: string; prefixes: string[]; level: number }[] = [
  { unit: 'metre', plural: 'metres', prefixes: ['kilo', '', 'centi', 'milli', 'micro', 'nano'], level: 1 },
  { unit: 'gram', plural: 'grams', prefixes: ['kilo', '', 'milli', 'micro'], level: 1 },
  { unit: 'litre', plural: 'litres', prefixes: ['', 'centi', 'milli'], level: 1 },
  { unit: 'second', plural: 'seconds', prefixes: ['', 'milli', 'micro', 'nano', 'pico'], level: 2 },
  { unit: 'watt', plural: 'watts', prefixes: ['giga', 'mega', 'kilo', '', 'milli'], level: 2 },
  { unit: 'joule', plural: 'joules', prefixes: ['mega', 'kilo', ''], level: 2 },
  { unit: 'hertz', plural: 'hertz', prefixes: ['giga', 'mega', 'kilo', ''], level: 3 },
  { unit: 'volt', plural: 'volts', prefixes: ['kilo', '', 'milli'], level: 2 },
  { unit: 'ampere', plural: 'amperes', prefixes: ['', 'milli', 'micro'], level: 3 },
  { unit: 'pascal', plural: 'pascals', prefixes: ['mega', 'kilo', 'hecto', ''], level: 3 },
];

// prettier-ignore
const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
};

/** 10 to a power, written with superscripts: 10³, 10⁻⁶. */
export function powerOfTen(exponent: number): string {
  return `10${[...String(exponent)].map((ch) => SUPERSCRIPT[ch] ?? ch).join('')}`;
}

/** A whole power of ten as a number a player reads easily: 1,000 up to a million, 10⁹ beyond. */
export function formatFactor(exponent: number): string {
  if (exponent >= 0 && exponent <= 6) return (10 ** exponent).toLocaleString('en-US');
  return powerOfTen(exponent);
}

interface Question {
  difficulty: number;
  make: (rng: Rng, level: number) => PackItem;
}

function unitLearnMore(u: Unit): string {
  const kind =
    u.kind === 'base'
      ? 'one of the seven SI base units'
      : u.kind === 'derived'
        ? 'an SI derived unit with a name of its own'
        : 'an SI derived unit';
  const qs = u.quantities.join(', ').replace(/, ([^,]*)$/, ' and $1');
  let html = `<p>The <strong>${escapeHtml(u.name)}</strong> (symbol ${escapeHtml(u.symbol)}) is ${kind}, the unit of ${escapeHtml(qs)}.`;
  if (u.note) html += ` ${escapeHtml(u.note)}`;
  return `${html}</p>`;
}

function prefixLearnMore(p: Prefix): string {
  const size = p.exponent > 0 ? 'multiplies a unit by' : 'divides a unit by';
  return `<p>The prefix <strong>${p.name}</strong> (symbol ${escapeHtml(p.symbol)}) ${size} ${powerOfTen(Math.abs(p.exponent))}: it stands for ${powerOfTen(p.exponent)}.</p>`;
}

function explainPrefixes(big: string, small: string, exponentOf: (name: string) => number): string {
  const parts = [big, small].filter((p) => p !== '').map((p) => `${p} stands for ${powerOfTen(exponentOf(p))}`);
  return parts.join(' and ');
}

/**
 * A question whose wrong answers are drawn from `near(level)` first, then from `all`; of a few
 * such draws the balancer keeps the fairest (units and prefixes are few, so option sets would
 * otherwise come back with the same answer).
 */
function choiceQuestion(
  balancer: OptionSetBalancer,
  difficulty: number,
  item: { text: string; answer: string; learn_more: string },
  near: (level: number) => string[],
  all: readonly string[],
  accept?: (option: string) => boolean,
): Question {
  return {
    difficulty,
    make: (rng, level) =>
      finish(rng, {
        text: item.text,
        answer: item.answer,
        distractors: balancer.pickDrawn(rng, item.text, item.answer, () =>
          chooseDistractors(rng, item.answer, varied(rng, near(level)), all, 4, accept),
        ),
        learn_more: item.learn_more,
      }),
  };
}

/**
 * All but one of the near candidates, when there are few: two questions on the same unit or
 * prefix would otherwise always get the same options.
 */
function varied(rng: Rng, near: readonly string[]): string[] {
  return shuffle(rng, near).slice(0, Math.max(3, near.length - 1));
}

export function orderedQuestions(): Question[] {
  // One balancer for the subject: the give-aways are measured over all its questions.
  const balancer = new OptionSetBalancer();
  return [
    ...UNITS.flatMap((u) => unitQuestions(balancer, u)),
    ...PREFIXES.flatMap((p) => prefixQuestions(balancer, p)),
    ...conversionQuestions(balancer),
  ];
}

/** Units of the same kind and a similar level: the wrong answers harder levels prefer. */
function similarUnits(u: Unit, level: number): Unit[] {
  return UNITS.filter(
    (o) => o !== u && (level <= 2 ? o.level <= 3 : o.kind === u.kind || Math.abs(o.level - u.level) <= 1),
  );
}

/** A unit's questions: unit of each quantity, quantity of the unit, its symbol and back. */
function unitQuestions(balancer: OptionSetBalancer, u: Unit): Question[] {
  const out: Question[] = [];
  const unitNames = UNITS.map((o) => o.name);
  const learn = unitLearnMore(u);
  // "Celsius temperature" would give its unit away: such units get only the symbol questions.
  const giveaway = u.quantities.some((q) => q.toLowerCase().includes(u.name.split(' ').at(-1)?.toLowerCase() ?? ''));
  const nearNames = (level: number) => similarUnits(u, level).map((o) => o.name);
  if (!giveaway) {
    u.quantities.forEach((q, qi) => {
      // A unit of the same dimensions (the newton metre for energy) would be defensible.
      const fair = (name: string) => !RELATED[name]?.includes(q);
      out.push(
        choiceQuestion(
          balancer,
          u.level + qi * 0.3,
          { text: `What is the SI unit of ${q}?`, answer: u.name, learn_more: learn },
          (level) => nearNames(level).filter(fair),
          unitNames.filter(fair),
        ),
      );
    });
    const main = u.quantities[0] as string;
    const avoid = new Set([...u.quantities, ...(RELATED[u.name] ?? [])]);
    out.push(
      choiceQuestion(
        balancer,
        u.level + 0.4,
        { text: `The ${u.name} is the SI unit of which quantity?`, answer: main, learn_more: learn },
        (level) => similarUnits(u, level).map((o) => o.quantities[0] as string),
        UNITS.flatMap((o) => o.quantities),
        (q) => !avoid.has(q),
      ),
    );
  }
  if (u.kind === 'coherent') return out;
  out.push(
    choiceQuestion(
      balancer,
      u.level + 0.6,
      { text: `What is the symbol for the ${u.name}?`, answer: u.symbol, learn_more: learn },
      (level) => similarUnits(u, level).map((o) => o.symbol),
      UNITS.map((o) => o.symbol),
    ),
    choiceQuestion(
      balancer,
      u.level + 0.8,
      { text: `Which unit has the symbol ${u.symbol}?`, answer: u.name, learn_more: learn },
      nearNames,
      unitNames,
    ),
  );
  return out;
}

/** A prefix's questions: its power of ten and back, its symbol and back. */
function prefixQuestions(balancer: OptionSetBalancer, p: Prefix): Question[] {
  const prefixNames = PREFIXES.map((o) => o.name);
  const near = (level: number) =>
    PREFIXES.filter((o) => o !== p && Math.abs(o.exponent - p.exponent) <= (level >= 4 ? 6 : 12));
  const learn = prefixLearnMore(p);
  const factor = powerOfTen(p.exponent);
  // Symbols: the same letter in the other case (m/M, p/P…) is the hard distractor.
  const swapped = PREFIXES.filter((o) => o !== p && o.symbol.toLowerCase() === p.symbol.toLowerCase()).map(
    (o) => o.symbol,
  );
  return [
    choiceQuestion(
      balancer,
      p.level + 0.2,
      { text: `Which power of ten does the prefix ${p.name} stand for?`, answer: factor, learn_more: learn },
      (level) => near(level).map((o) => powerOfTen(o.exponent)),
      PREFIXES.map((o) => powerOfTen(o.exponent)),
    ),
    choiceQuestion(
      balancer,
      p.level + 0.5,
      { text: `Which prefix stands for ${factor}?`, answer: p.name, learn_more: learn },
      (level) => near(level).map((o) => o.name),
      prefixNames,
    ),
    choiceQuestion(
      balancer,
      p.level + 0.7,
      { text: `What is the symbol of the prefix ${p.name}?`, answer: p.symbol, learn_more: learn },
      (level) => [...swapped, ...near(level).map((o) => o.symbol)],
      PREFIXES.map((o) => o.symbol),
    ),
    choiceQuestion(
      balancer,
      p.level + 0.9,
      { text: `Which prefix has the symbol ${p.symbol}?`, answer: p.name, learn_more: learn },
      (level) => [
        ...PREFIXES.filter((o) => swapped.includes(o.symbol)).map((o) => o.name),
        ...near(level).map((o) => o.name),
      ],
      prefixNames,
    ),
  ];
}

/** "How many millimetres are in 1 metre?" for every pair of prefixes of each conversion. */
function conversionQuestions(balancer: OptionSetBalancer): Question[] {
  const out: Question[] = [];
  const prefixByName = new Map(PREFIXES.map((p) => [p.name, p]));
  const exponentOf = (name: string) => (name === '' ? 0 : (prefixByName.get(name)?.exponent ?? 0));
  for (const conv of CONVERSIONS) {
    conv.prefixes.forEach((big, i) => {
      for (const small of conv.prefixes.slice(i + 1)) {
        const d = exponentOf(big) - exponentOf(small);
        const answer = formatFactor(d);
        const bigName = `${big}${conv.unit}`;
        const smallPlural = `${small}${conv.plural}`;
        const text = `How many ${smallPlural} are in 1 ${bigName}?`;
        // Other powers of ten from 10 up: the 6 nearest the answer at level 3 and above, the 8
        // nearest below that. Every choice of four is a candidate, so that the answer can be the
        // smallest, a middle or the largest option as often as chance would make it.
        const exponents = (level: number) =>
          Array.from({ length: d + 6 }, (_, e) => e + 1)
            .filter((e) => e !== d)
            .sort((a, b) => Math.abs(a - d) - Math.abs(b - d) || a - b)
            .slice(0, level >= 3 ? 6 : 8);
        out.push({
          difficulty:
            Math.max(conv.level, prefixByName.get(small)?.level ?? 1, prefixByName.get(big)?.level ?? 1) + 0.1 + d / 20,
          make: (rng, level) =>
            finish(rng, {
              text,
              answer,
              distractors: balancer.pick(
                rng,
                text,
                answer,
                choose(exponents(level), 4).map((set) => set.map(formatFactor)),
              ),
              learn_more: `<p>1 ${escapeHtml(bigName)} = <strong>${escapeHtml(answer)}</strong> ${escapeHtml(smallPlural)}: ${explainPrefixes(big, small, exponentOf)}.</p>`,
            }),
        });
      }
    });
  }
  return out;
}

export function buildPhysicsUnitsPack(): Pack {
  const questions = orderedQuestions().sort((a, b) => a.difficulty - b.difficulty);
  const levels = levelBands(questions, LEVELS).map((band, i) => {
    const rng = makeRng(`${MACHINE_NAME}/level-${i + 1}`);
    return band.map((q) => q.make(rng, i + 1));
  });
  return makePack(
    category(
      MACHINE_NAME,
      'Physics Units',
      'science',
      LEVELS,
      `The SI is small (7 base units, 22 named derived units, 24 prefixes): ${questions.length} questions ` +
        'in six forms, split into five levels by how early each unit or prefix is taught.',
    ),
    levels,
  );
}

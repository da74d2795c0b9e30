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
import type { Pack, PackItem } from '../../src/pack.js';
import { chooseDistractors, escapeHtml, makeRng, type Rng } from '../lib.js';
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

export const UNITS: Unit[] = [
  { name: 'metre', symbol: 'm', quantities: ['length', 'distance'], level: 1, kind: 'base' },
  {
    name: 'kilogram',
    symbol: 'kg',
    quantities: ['mass'],
    level: 1,
    kind: 'base',
    note: 'It is the only base unit whose name already has a prefix.',
  },
  { name: 'second', symbol: 's', quantities: ['time'], level: 1, kind: 'base' },
  {
    name: 'ampere',
    symbol: 'A',
    quantities: ['electric current'],
    level: 2,
    kind: 'base',
    note: 'It is named after André-Marie Ampère.',
  },
  {
    name: 'kelvin',
    symbol: 'K',
    quantities: ['thermodynamic temperature'],
    level: 2,
    kind: 'base',
    note: 'Zero kelvin is absolute zero; the kelvin has no degree sign.',
  },
  { name: 'mole', symbol: 'mol', quantities: ['amount of substance'], level: 3, kind: 'base' },
  { name: 'candela', symbol: 'cd', quantities: ['luminous intensity'], level: 4, kind: 'base' },
  {
    name: 'newton',
    symbol: 'N',
    quantities: ['force', 'weight'],
    level: 1,
    kind: 'derived',
    note: 'One newton gives a mass of 1 kg an acceleration of 1 m/s². It is named after Isaac Newton.',
  },
  {
    name: 'joule',
    symbol: 'J',
    quantities: ['energy', 'work', 'heat'],
    level: 1,
    kind: 'derived',
    note: 'One joule is the work done by a force of one newton over one metre.',
  },
  {
    name: 'watt',
    symbol: 'W',
    quantities: ['power'],
    level: 1,
    kind: 'derived',
    note: 'One watt is one joule per second. It is named after James Watt.',
  },
  {
    name: 'hertz',
    symbol: 'Hz',
    quantities: ['frequency'],
    level: 2,
    kind: 'derived',
    note: 'One hertz is one cycle per second.',
  },
  {
    name: 'pascal',
    symbol: 'Pa',
    quantities: ['pressure'],
    level: 2,
    kind: 'derived',
    note: 'One pascal is one newton per square metre.',
  },
  {
    name: 'volt',
    symbol: 'V',
    quantities: ['voltage', 'electric potential difference'],
    level: 1,
    kind: 'derived',
    note: 'It is named after Alessandro Volta.',
  },
  {
    name: 'coulomb',
    symbol: 'C',
    quantities: ['electric charge'],
    level: 3,
    kind: 'derived',
    note: 'One coulomb is the charge carried by one ampere in one second.',
  },
  {
    name: 'ohm',
    symbol: 'Ω',
    quantities: ['electrical resistance'],
    level: 2,
    kind: 'derived',
    note: 'Its symbol is the Greek capital letter omega.',
  },
  {
    name: 'farad',
    symbol: 'F',
    quantities: ['capacitance'],
    level: 4,
    kind: 'derived',
    note: 'It is named after Michael Faraday.',
  },
  {
    name: 'siemens',
    symbol: 'S',
    quantities: ['electrical conductance'],
    level: 5,
    kind: 'derived',
    note: 'Conductance is the reciprocal of resistance.',
  },
  { name: 'weber', symbol: 'Wb', quantities: ['magnetic flux'], level: 5, kind: 'derived' },
  {
    name: 'tesla',
    symbol: 'T',
    quantities: ['magnetic flux density'],
    level: 4,
    kind: 'derived',
    note: 'It is named after Nikola Tesla.',
  },
  { name: 'henry', symbol: 'H', quantities: ['inductance'], level: 5, kind: 'derived' },
  {
    name: 'degree Celsius',
    symbol: '°C',
    quantities: ['Celsius temperature'],
    level: 1,
    kind: 'derived',
    note: 'A change of one degree Celsius equals a change of one kelvin.',
  },
  {
    name: 'radian',
    symbol: 'rad',
    quantities: ['plane angle'],
    level: 3,
    kind: 'derived',
    note: 'A full turn is 2π radians.',
  },
  { name: 'steradian', symbol: 'sr', quantities: ['solid angle'], level: 5, kind: 'derived' },
  { name: 'lumen', symbol: 'lm', quantities: ['luminous flux'], level: 4, kind: 'derived' },
  {
    name: 'lux',
    symbol: 'lx',
    quantities: ['illuminance'],
    level: 4,
    kind: 'derived',
    note: 'One lux is one lumen per square metre.',
  },
  {
    name: 'becquerel',
    symbol: 'Bq',
    quantities: ['radioactivity'],
    level: 4,
    kind: 'derived',
    note: 'One becquerel is one nucleus decaying per second.',
  },
  { name: 'gray', symbol: 'Gy', quantities: ['absorbed dose of radiation'], level: 5, kind: 'derived' },
  { name: 'sievert', symbol: 'Sv', quantities: ['equivalent dose of radiation'], level: 5, kind: 'derived' },
  { name: 'katal', symbol: 'kat', quantities: ['catalytic activity'], level: 5, kind: 'derived' },
  { name: 'square metre', symbol: 'm²', quantities: ['area'], level: 1, kind: 'coherent' },
  { name: 'cubic metre', symbol: 'm³', quantities: ['volume'], level: 1, kind: 'coherent' },
  { name: 'metre per second', symbol: 'm/s', quantities: ['speed', 'velocity'], level: 1, kind: 'coherent' },
  { name: 'metre per second squared', symbol: 'm/s²', quantities: ['acceleration'], level: 2, kind: 'coherent' },
  { name: 'kilogram per cubic metre', symbol: 'kg/m³', quantities: ['density'], level: 2, kind: 'coherent' },
  {
    name: 'newton metre',
    symbol: 'N·m',
    quantities: ['torque'],
    level: 3,
    kind: 'coherent',
    note: 'Torque is written in newton metres, not joules, although the two have the same dimensions.',
  },
  { name: 'kilogram metre per second', symbol: 'kg·m/s', quantities: ['momentum'], level: 3, kind: 'coherent' },
  { name: 'radian per second', symbol: 'rad/s', quantities: ['angular velocity'], level: 4, kind: 'coherent' },
  { name: 'volt per metre', symbol: 'V/m', quantities: ['electric field strength'], level: 4, kind: 'coherent' },
  { name: 'joule per kelvin', symbol: 'J/K', quantities: ['entropy'], level: 5, kind: 'coherent' },
  {
    name: 'joule per kilogram kelvin',
    symbol: 'J/(kg·K)',
    quantities: ['specific heat capacity'],
    level: 4,
    kind: 'coherent',
  },
  { name: 'watt per square metre', symbol: 'W/m²', quantities: ['intensity of radiation'], level: 4, kind: 'coherent' },
  { name: 'pascal second', symbol: 'Pa·s', quantities: ['dynamic viscosity'], level: 5, kind: 'coherent' },
  { name: 'mole per cubic metre', symbol: 'mol/m³', quantities: ['amount concentration'], level: 5, kind: 'coherent' },
  { name: 'newton per metre', symbol: 'N/m', quantities: ['surface tension'], level: 5, kind: 'coherent' },
];

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

/** A question whose wrong answers are drawn from `near(level)` first, then from `all`. */
function choiceQuestion(
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
        distractors: chooseDistractors(rng, item.answer, near(level), all, 4, accept),
        learn_more: item.learn_more,
      }),
  };
}

export function orderedQuestions(): Question[] {
  return [...UNITS.flatMap(unitQuestions), ...PREFIXES.flatMap(prefixQuestions), ...conversionQuestions()];
}

/** Units of the same kind and a similar level: the wrong answers harder levels prefer. */
function similarUnits(u: Unit, level: number): Unit[] {
  return UNITS.filter(
    (o) => o !== u && (level <= 2 ? o.level <= 3 : o.kind === u.kind || Math.abs(o.level - u.level) <= 1),
  );
}

/** A unit's questions: unit of each quantity, quantity of the unit, its symbol and back. */
function unitQuestions(u: Unit): Question[] {
  const out: Question[] = [];
  const unitNames = UNITS.map((o) => o.name);
  const learn = unitLearnMore(u);
  // "Celsius temperature" would give its unit away: such units get only the symbol questions.
  const giveaway = u.quantities.some((q) => q.toLowerCase().includes(u.name.split(' ').at(-1)?.toLowerCase() ?? ''));
  const nearNames = (level: number) => similarUnits(u, level).map((o) => o.name);
  if (!giveaway) {
    u.quantities.forEach((q, qi) => {
      out.push(
        choiceQuestion(
          u.level + qi * 0.3,
          { text: `What is the SI unit of ${q}?`, answer: u.name, learn_more: learn },
          nearNames,
          unitNames,
        ),
      );
    });
    const main = u.quantities[0] as string;
    const avoid = new Set([...u.quantities, ...(RELATED[u.name] ?? [])]);
    out.push(
      choiceQuestion(
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
      u.level + 0.6,
      { text: `What is the symbol for the ${u.name}?`, answer: u.symbol, learn_more: learn },
      (level) => similarUnits(u, level).map((o) => o.symbol),
      UNITS.map((o) => o.symbol),
    ),
    choiceQuestion(
      u.level + 0.8,
      { text: `Which unit has the symbol ${u.symbol}?`, answer: u.name, learn_more: learn },
      nearNames,
      unitNames,
    ),
  );
  return out;
}

/** A prefix's questions: its power of ten and back, its symbol and back. */
function prefixQuestions(p: Prefix): Question[] {
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
      p.level + 0.2,
      { text: `Which power of ten does the prefix ${p.name} stand for?`, answer: factor, learn_more: learn },
      (level) => near(level).map((o) => powerOfTen(o.exponent)),
      PREFIXES.map((o) => powerOfTen(o.exponent)),
    ),
    choiceQuestion(
      p.level + 0.5,
      { text: `Which prefix stands for ${factor}?`, answer: p.name, learn_more: learn },
      (level) => near(level).map((o) => o.name),
      prefixNames,
    ),
    choiceQuestion(
      p.level + 0.7,
      { text: `What is the symbol of the prefix ${p.name}?`, answer: p.symbol, learn_more: learn },
      (level) => [...swapped, ...near(level).map((o) => o.symbol)],
      PREFIXES.map((o) => o.symbol),
    ),
    choiceQuestion(
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
function conversionQuestions(): Question[] {
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
        const candidates = [d - 1, d + 1, d - 2, d + 2, d - 3, d + 3, d + 6, d - 6]
          .filter((e) => e >= 1 && e !== d)
          .map(formatFactor);
        out.push({
          difficulty:
            Math.max(conv.level, prefixByName.get(small)?.level ?? 1, prefixByName.get(big)?.level ?? 1) + 0.1 + d / 20,
          make: (rng, level) =>
            finish(rng, {
              text: `How many ${smallPlural} are in 1 ${bigName}?`,
              answer,
              distractors: chooseDistractors(rng, answer, level >= 3 ? candidates.slice(0, 4) : candidates, [], 4),
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

/**
 * One builder for the "people and their works" subjects: Famous Artists, Composers, Writers and
 * Inventions and Inventors share the table shape and the question forms.
 *
 * Table (content/data/knowledge/<name>.json, written by hand):
 *   groups: { "<movement / era / language>": typical year }
 *   people: [name, country or null, group or null, other groups that would also be right,
 *            birth year or null, fame tier 1-5]
 *   works:  [title, person, fame tier 1-5, kind, custom question or null,
 *            other people in the table who made a work of that title]
 *
 * A country is null where it is debatable (born in one country, known as from another), and a
 * group is null where no single label is fair; those people get no question of that form.
 *
 * Question forms (each optional per subject):
 *   - work -> person ("Who painted ...?"), difficulty = the work's tier;
 *   - person -> country, difficulty = tier + 0.5;
 *   - person -> group (movement, era, language), difficulty = tier + 1;
 *   - "Which of these is a work by {person}?" -> their best-known work, difficulty = tier + 1.
 *
 * Distractors: other people scored by same group, closeness of birth year and same country;
 * countries by region and distance (country-json); groups by closeness of their typical year;
 * works by similarity of their makers. People who made a work of the same title (listed, or
 * detected from identical titles) are never offered for each other's works.
 */
import type { Pack } from '../../src/pack.js';
import {
  buildKnowledgePack,
  category,
  checkCountries,
  closeness,
  countryCandidates,
  countryTiers,
  escapeHtml,
  foldAccents,
  handWrittenNotes,
  loadTable,
  para,
  type Candidate,
  type GroupId,
  type QuestionSpec,
  knowledgeBalancer,
  pickRanked,
} from './common.js';

export type PersonRow = [string, string | null, string | null, string[], number | null, number];
export type WorkRow = [string, string, number, string, string | null, string[]];

export interface CreatorTable {
  groups: Record<string, number>;
  people: PersonRow[];
  works: WorkRow[];
}

export interface Person {
  name: string;
  country: string | null;
  group: string | null;
  also: string[];
  born: number | null;
  tier: number;
}

export interface Work {
  title: string;
  person: string;
  tier: number;
  kind: string;
  question: string | null;
  also: string[];
}

export interface CreatorConfig {
  machineName: string;
  label: string;
  group: GroupId;
  table: string;
  /** Prompt for a work whose row has no custom question. */
  workText: (w: Work) => string;
  countryText?: (p: Person) => string;
  groupText?: (p: Person) => string;
  /** Leaves out the group question for some people (e.g. writers in English: too easy). */
  skipGroup?: (p: Person) => boolean;
  whichText?: (p: Person) => string;
  /**
   * What the person was, as escaped HTML after "{name} was ...", e.g. "a composer of the Romantic
   * period from Russia, born in 1840".
   */
  describe: (p: Person) => string;
  /** Verb phrase for "{work} ... {person}", e.g. "was composed by". */
  workVerb: (w: Work) => string;
  /** Birth-year scale for "same era" (years). */
  eraScale?: number;
  /** Year scale for group similarity. */
  groupScale?: number;
  /** The material, for a subject whose levels stay under 200 questions (handWrittenNotes). */
  material?: (people: number, works: number) => string;
}

export function loadCreators(table: string): { groups: Record<string, number>; people: Person[]; works: Work[] } {
  const t = loadTable<CreatorTable>(table);
  const people = t.people.map(([name, country, group, also, born, tier]) => ({
    name,
    country,
    group,
    also,
    born,
    tier,
  }));
  const works = t.works.map(([title, person, tier, kind, question, also]) => ({
    title,
    person,
    tier,
    kind,
    question,
    also,
  }));
  return { groups: t.groups, people, works };
}

/** Title without a trailing disambiguation in brackets that is not part of the real title. */
export function plainTitle(title: string): string {
  const m = /^(.*) \[[^\]]*\]$/.exec(title);
  return m ? (m[1] as string) : title;
}

function personSentence(cfg: CreatorConfig, p: Person): string {
  return `${escapeHtml(p.name)} was ${cfg.describe(p)}.`;
}

function workSentence(cfg: CreatorConfig, w: Work, p: Person): string {
  return `<em>${escapeHtml(plainTitle(w.title))}</em> ${cfg.workVerb(w)} ${escapeHtml(p.name)}, ${cfg.describe(p)}.`;
}

export function workPrompt(cfg: CreatorConfig, w: Work): string {
  return w.question ?? cfg.workText(w);
}

export function buildCreatorsPack(cfg: CreatorConfig): Pack {
  const { groups, people, works } = loadCreators(cfg.table);
  const where = cfg.table;
  const byName = new Map<string, Person>();
  for (const p of people) {
    if (byName.has(p.name)) throw new Error(`${where}: duplicate person ${p.name}`);
    byName.set(p.name, p);
    if (p.group && groups[p.group] === undefined) throw new Error(`${where}: unknown group ${p.group}`);
    for (const g of p.also) if (groups[g] === undefined) throw new Error(`${where}: unknown group ${g}`);
  }
  for (const w of works) {
    if (!byName.has(w.person)) throw new Error(`${where}: unknown person ${w.person} for ${w.title}`);
    for (const o of w.also) if (!byName.has(o)) throw new Error(`${where}: unknown person ${o} in ${w.title}`);
  }
  checkCountries(
    people.flatMap((p) => (p.country ? [p.country] : [])),
    where,
  );

  // People who made a work with the same plain title are never each other's distractors.
  const makersOf = new Map<string, Set<string>>();
  for (const w of works) {
    const key = plainTitle(w.title).toLowerCase();
    const set = makersOf.get(key) ?? new Set<string>();
    set.add(w.person);
    for (const o of w.also) set.add(o);
    makersOf.set(key, set);
  }
  const eraScale = cfg.eraScale ?? 120;
  const personSim = (a: Person, b: Person): number => {
    const sameGroup = a.group && a.group === b.group ? 1 : 0;
    const era = a.born !== null && b.born !== null ? closeness(a.born, b.born, eraScale) : 0.3;
    const sameCountry = a.country && a.country === b.country ? 1 : 0;
    return 0.45 * sameGroup + 0.4 * era + 0.15 * sameCountry;
  };

  // One tally for the whole subject: no option set comes back with the same answer, and no
  // option's shape or length tells the answer (see knowledgeBalancer).
  const fair = knowledgeBalancer();
  const specs: QuestionSpec[] = [];
  for (const w of works) {
    const person = byName.get(w.person) as Person;
    const banned = makersOf.get(plainTitle(w.title).toLowerCase()) ?? new Set<string>();
    const candidates: Candidate[] = people
      .filter((p) => p.name !== w.person && !banned.has(p.name))
      .map((p) => ({ value: p.name, sim: personSim(person, p), tier: p.tier }));
    specs.push({
      id: `work:${w.title}`,
      text: workPrompt(cfg, w),
      answer: w.person,
      difficulty: w.tier,
      distractors: (rng, level, levels) =>
        pickRanked(fair, rng, workPrompt(cfg, w), w.person, candidates, level, levels),
      learn_more: para(workSentence(cfg, w, person)),
    });
  }

  if (cfg.countryText) {
    const pool = countryTiers(people);
    for (const p of people) {
      if (!p.country) continue;
      const candidates = countryCandidates(p.country, pool);
      const text = cfg.countryText(p);
      specs.push({
        id: `country:${p.name}`,
        text,
        answer: p.country,
        difficulty: p.tier + 0.5,
        distractors: (rng, level, levels) =>
          pickRanked(fair, rng, text, p.country as string, candidates, level, levels),
        learn_more: para(personSentence(cfg, p)),
      });
    }
  }

  if (cfg.groupText) {
    const scale = cfg.groupScale ?? 200;
    for (const p of people) {
      if (!p.group || cfg.skipGroup?.(p)) continue;
      const year = groups[p.group] as number;
      const banned = new Set([p.group, ...p.also]);
      const candidates: Candidate[] = Object.entries(groups)
        .filter(([g]) => !banned.has(g))
        .map(([g, y]) => {
          const sim = closeness(y, year, scale);
          return { value: g, sim, tier: 1 + Math.round(4 * sim) };
        });
      if (candidates.length < 3) continue;
      const text = cfg.groupText(p);
      specs.push({
        id: `group:${p.name}`,
        text,
        answer: p.group,
        difficulty: p.tier + 1,
        distractors: (rng, level, levels) => pickRanked(fair, rng, text, p.group as string, candidates, level, levels),
        learn_more: para(personSentence(cfg, p)),
      });
    }
  }

  if (cfg.whichText) {
    for (const p of people) {
      const own = works.filter((w) => w.person === p.name).sort((x, y) => x.tier - y.tier);
      const best = own[0];
      if (!best) continue;
      // "Which of these did Samuel Morse invent? Morse code" would give itself away.
      const surname = foldAccents(p.name.split(' ').pop() ?? p.name);
      if (surname.length > 3 && foldAccents(plainTitle(best.title)).includes(surname)) continue;
      const candidates: Candidate[] = [];
      for (const w of works) {
        if (w.person === p.name) continue;
        const makers = makersOf.get(plainTitle(w.title).toLowerCase());
        if (makers?.has(p.name)) continue;
        const other = byName.get(w.person) as Person;
        candidates.push({ value: plainTitle(w.title), sim: personSim(p, other), tier: w.tier });
      }
      const text = cfg.whichText(p);
      specs.push({
        id: `which:${p.name}`,
        text,
        answer: plainTitle(best.title),
        difficulty: Math.max(p.tier, best.tier) + 1,
        distractors: (rng, level, levels) =>
          pickRanked(fair, rng, text, plainTitle(best.title), candidates, level, levels),
        learn_more: para(workSentence(cfg, best, p)),
      });
    }
  }

  const notes = cfg.material && handWrittenNotes(cfg.material(people.length, works.length));
  return buildKnowledgePack(category(cfg.machineName, cfg.label, cfg.group, 5, notes), specs);
}

/** "a" or "an" before a word. */
export function article(word: string): string {
  return /^[AEIOU]/i.test(word) ? 'an' : 'a';
}

export { escapeHtml };

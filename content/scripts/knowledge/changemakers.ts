/**
 * Changemakers (ambassadors-for-change).
 *
 * Data: content/data/knowledge/changemakers.json, written by hand for Ricebowl (facts only, in our
 * own words): about 125 reformers, activists, rescuers and Nobel Peace laureates with country of
 * birth, main cause, other fair causes, Nobel Peace Prize year (only where the prize was awarded
 * in its own year, so there is one right year), birth year, a hand-assigned fame tier (1 = known
 * to everyone ... 5 = specialist) and what they did.
 *
 * Causes overlap (civil rights and human rights; women's rights and women's suffrage), so the
 * table groups them into clusters: no cause of the same cluster as the answer, or of a cluster
 * of the person's other causes, is ever offered as a wrong answer.
 *
 * Question forms
 *   - "Who {did this}?" -> person (difficulty = tier); wrong people are, at high levels, from the
 *     same cause and generation;
 *   - "Which cause is {person} best known for?" -> cause (difficulty = tier + 0.5);
 *   - "In which year did {person} win the Nobel Peace Prize?" -> year (difficulty = tier + 1),
 *     near years at high levels, never before the first prize of 1901;
 *   - "Which country was {person} born in?" -> country (difficulty = tier + 1), neighbours at
 *     high levels; only where the birth country is the country they are known for.
 */
import type { Pack } from '../../src/pack.js';
import {
  buildKnowledgePack,
  category,
  checkCountries,
  closeness,
  countryCandidates,
  countryInSentence,
  countryTiers,
  escapeHtml,
  handWrittenNotes,
  loadTable,
  para,
  yearDistractors,
  type Candidate,
  type QuestionSpec,
  knowledgeBalancer,
  pickRanked,
  drawFair,
} from './common.js';

export const MACHINE_NAME = 'changemakers';

type Row = [string, string | null, string, string[], number | null, number, number, string];

export interface Changemaker {
  name: string;
  country: string | null;
  cause: string;
  also: string[];
  nobel: number | null;
  born: number;
  tier: number;
  did: string;
}

export function loadChangemakers(): { clusters: string[][]; people: Changemaker[] } {
  const t = loadTable<{ clusters: string[][]; people: Row[] }>('changemakers');
  const people = t.people.map(([name, country, cause, also, nobel, born, tier, did]) => ({
    name,
    country,
    cause,
    also,
    nobel,
    born,
    tier,
    did,
  }));
  return { clusters: t.clusters, people };
}

/** Draws of year ladders offered to the balancer per Nobel question. */
const YEAR_DRAWS = 8;

export function buildChangemakersPack(): Pack {
  const { clusters, people } = loadChangemakers();
  const clusterOf = new Map<string, number>();
  clusters.forEach((c, i) => c.forEach((cause) => clusterOf.set(cause, i)));
  for (const p of people) {
    for (const c of [p.cause, ...p.also]) if (!clusterOf.has(c)) throw new Error(`changemakers: unknown cause ${c}`);
  }
  checkCountries(
    people.flatMap((p) => (p.country ? [p.country] : [])),
    'changemakers',
  );

  /**
   * learn_more: the "who" question already says what they did, so it gets the birth, cause and
   * prize; the other forms get what they did plus the one fact the question asked about.
   */
  const learnWho = (p: Changemaker) => {
    let html = `<strong>${escapeHtml(p.name)}</strong>`;
    html += p.country ? ` (born ${p.born} in ${escapeHtml(countryInSentence(p.country))})` : ` (born ${p.born})`;
    html += `: ${escapeHtml(p.cause.toLowerCase())}.`;
    if (p.nobel) html += ` Nobel Peace Prize ${p.nobel}.`;
    return para(html);
  };
  const learnDeed = (p: Changemaker, fact: string) =>
    para(`<strong>${escapeHtml(p.name)}</strong> ${escapeHtml(p.did)}. ${escapeHtml(fact)}`);
  // The first Nobel Peace Prize was awarded in 1901: no earlier year is offered.
  const beforeNobel = new Set<number>();
  for (let y = 1700; y < 1901; y++) beforeNobel.add(y);

  // Option sets chosen over the whole subject: none comes back with the same answer (forty-odd
  // Americans), and no option's shape (two-word countries, long causes) tells the answer.
  const fair = knowledgeBalancer();
  const specs: QuestionSpec[] = [];
  for (const p of people) {
    const cluster = clusterOf.get(p.cause);
    const candidates: Candidate[] = people
      .filter((o) => o.name !== p.name)
      .map((o) => {
        const sim = 0.6 * (clusterOf.get(o.cause) === cluster ? 1 : 0) + 0.4 * closeness(o.born, p.born, 150);
        return { value: o.name, sim, tier: o.tier };
      });
    specs.push({
      id: `who:${p.name}`,
      text: `Who ${p.did}?`,
      answer: p.name,
      difficulty: p.tier,
      distractors: (rng, level, levels) => pickRanked(fair, rng, `Who ${p.did}?`, p.name, candidates, level, levels),
      learn_more: learnWho(p),
    });
  }

  const causes = [...clusterOf.keys()];
  for (const p of people) {
    const banned = new Set([p.cause, ...p.also].map((c) => clusterOf.get(c)));
    const candidates: Candidate[] = causes
      .filter((c) => !banned.has(clusterOf.get(c)))
      .map((c) => ({ value: c, sim: 0.5, tier: 3 }));
    specs.push({
      id: `cause:${p.name}`,
      text: `Which cause is ${p.name} best known for?`,
      answer: p.cause,
      difficulty: p.tier + 0.5,
      distractors: (rng, level, levels) =>
        pickRanked(fair, rng, `Which cause is ${p.name} best known for?`, p.cause, candidates, level, levels),
      learn_more: learnDeed(p, `Cause: ${p.cause.toLowerCase()}.`),
    });
  }

  for (const p of people) {
    if (!p.nobel) continue;
    const year = p.nobel;
    specs.push({
      id: `nobel:${p.name}`,
      text: `In which year did ${p.name} win the Nobel Peace Prize?`,
      answer: String(year),
      difficulty: p.tier + 1,
      distractors: (rng, level, levels) =>
        drawFair(fair, `In which year did ${p.name} win the Nobel Peace Prize?`, String(year), YEAR_DRAWS, () =>
          yearDistractors(rng, year, level, levels, beforeNobel),
        ),
      learn_more: learnDeed(p, `Nobel Peace Prize ${year}.`),
    });
  }

  const pool = countryTiers(people);
  for (const p of people) {
    if (!p.country) continue;
    const candidates = countryCandidates(p.country, pool);
    specs.push({
      id: `country:${p.name}`,
      text: `Which country was ${p.name} born in?`,
      answer: p.country,
      difficulty: p.tier + 1,
      distractors: (rng, level, levels) =>
        pickRanked(fair, rng, `Which country was ${p.name} born in?`, p.country as string, candidates, level, levels),
      learn_more: learnDeed(p, `Born ${p.born} in ${countryInSentence(p.country)}.`),
    });
  }

  return buildKnowledgePack(
    category(MACHINE_NAME, 'Changemakers', 'ambassadors-for-change', 5, handWrittenNotes(`${people.length} people`)),
    specs,
  );
}

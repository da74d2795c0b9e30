/**
 * World Landmarks (art-culture).
 *
 * Data: content/data/knowledge/landmarks.json, written by hand for Ricebowl (facts only, in our
 * own words): about 220 landmarks with city (where the landmark is in one city and not named
 * after it), country, a hand-assigned fame tier (1 = known worldwide ... 5 = specialist) and a
 * short note. Landmarks on a border list the other country, which is then never offered.
 *
 * Question forms
 *   - "In which country is {landmark}?" -> country (difficulty = tier);
 *   - "In which city is {landmark}?" -> city (difficulty = tier + 0.5), only where the landmark's
 *     name does not give the city away;
 *   - "Which of these landmarks is in {country}?" -> the country's best-known landmark
 *     (difficulty = its tier + 1).
 *
 * Distractors: countries from the table scored by region and distance (country-json), so level 5
 * offers neighbours; cities in the same country first, then cities of neighbouring countries;
 * landmarks of neighbouring countries.
 */
import type { Pack } from '../../src/pack.js';
import {
  bestKnownQuestions,
  buildKnowledgePack,
  category,
  checkCountries,
  checkUniqueNames,
  countryInSentence,
  countryQuestion,
  countrySimilarity,
  countryTiers,
  escapeHtml,
  foldAccents,
  handWrittenNotes,
  loadTable,
  para,
  type Candidate,
  type QuestionSpec,
  knowledgeBalancer,
  pickRanked,
} from './common.js';

export const MACHINE_NAME = 'world-landmarks';

type Row = [string, string | null, string, number, string[], string | null];

export interface Landmark {
  name: string;
  city: string | null;
  country: string;
  tier: number;
  also: string[];
  note: string | null;
}

export function loadLandmarks(): Landmark[] {
  return loadTable<{ landmarks: Row[] }>('landmarks').landmarks.map(([name, city, country, tier, also, note]) => ({
    name,
    city,
    country,
    tier,
    also,
    note,
  }));
}

/** Landmarks named without "the" in a sentence; every other name (not already starting with "The") takes one. */
const BARE = new Set<string>([
  'Notre-Dame Cathedral',
  'Mont-Saint-Michel',
  'Château de Chambord',
  'Lascaux Cave',
  'Big Ben',
  'Tower Bridge',
  'Buckingham Palace',
  'Stonehenge',
  'Westminster Abbey',
  "St Paul's Cathedral",
  "Hadrian's Wall",
  'Loch Ness',
  'Pompeii',
  "St Mark's Basilica",
  'Mount Vesuvius',
  'Mount Etna',
  'Cinque Terre',
  "St Peter's Basilica",
  'Park Güell',
  'Casa Batlló',
  'Mount Teide',
  'Neuschwanstein Castle',
  'Sanssouci Palace',
  'Checkpoint Charlie',
  'Manneken Pis',
  'Schönbrunn Palace',
  "St. Stephen's Cathedral",
  'Charles Bridge',
  "Fisherman's Bastion",
  'Wawel Castle',
  'Red Square',
  "Saint Basil's Cathedral",
  'Lake Baikal',
  'Peterhof Palace',
  'Meteora',
  'Mount Olympus',
  'Delphi',
  'Knossos',
  'Hagia Sophia',
  'Topkapı Palace',
  'Cappadocia',
  'Ephesus',
  'Pamukkale',
  'Mount Ararat',
  "Diocletian's Palace",
  'Geirangerfjord',
  'Tivoli Gardens',
  'Newgrange',
  'Abu Simbel',
  'Karnak Temple',
  'Jemaa el-Fnaa',
  'Hassan II Mosque',
  'Petra',
  'Wadi Rum',
  'Masada',
  'Persepolis',
  'Naqsh-e Jahan Square',
  'Babylon',
  'Mount Everest',
  'Paro Taktsang',
  'Sigiriya',
  'Tiananmen Square',
  'Zhangjiajie',
  'Mount Fuji',
  'Fushimi Inari-taisha',
  'Kinkaku-ji',
  'Kiyomizu-dera',
  'Sensō-ji',
  'Shibuya Crossing',
  'Tōdai-ji',
  'Itsukushima Shrine',
  'Gyeongbokgung Palace',
  'Angkor Wat',
  'Wat Arun',
  'Ha Long Bay',
  'Bagan',
  'Borobudur',
  'Marina Bay Sands',
  'Uluru',
  'Bondi Beach',
  'Milford Sound',
  'Hobbiton',
  'Times Square',
  'Central Park',
  'Brooklyn Bridge',
  'Alcatraz',
  'Cloud Gate',
  'Mount Rushmore',
  'Yellowstone National Park',
  'Monument Valley',
  'Banff National Park',
  'Stanley Park',
  'Chichén Itzá',
  'Teotihuacan',
  'Tikal',
  'Machu Picchu',
  'Sugarloaf Mountain',
  'Copacabana Beach',
  'Caminito',
  'Torres del Paine',
  'Angel Falls',
  'El Capitolio',
  'Mount Kilimanjaro',
  'Table Mountain',
  'Robben Island',
  'Kruger National Park',
  'Sossusvlei',
  'Gorée Island',
  'Bwindi Impenetrable Forest',
  'Leptis Magna',
  'Christ the Redeemer',
  'Sydney Opera House',
]);

/** "the Eiffel Tower", "Big Ben", "The Shard". */
export function withArticle(name: string): string {
  return BARE.has(name) || name.startsWith('The ') ? name : `the ${name}`;
}

/** Names that take "are". */
const PLURAL = new Set([
  'Spanish Steps',
  'Cinque Terre',
  'Kinderdijk windmills',
  'Plitvice Lakes',
  'Tivoli Gardens',
  'Cliffs of Moher',
  'Ajanta Caves',
  'Petronas Towers',
  'Chocolate Hills',
  'Twelve Apostles',
  'Nazca Lines',
  'Moai of Easter Island',
  'Galápagos Islands',
  'Pyramids of Meroë',
]);

function verb(l: Landmark): string {
  return PLURAL.has(l.name) ? 'are' : 'is';
}

export function countryText(l: Landmark): string {
  return `In which country ${verb(l)} ${withArticle(l.name)}?`;
}

export function cityText(l: Landmark): string {
  return `In which city ${verb(l)} ${withArticle(l.name)}?`;
}

function sentence(l: Landmark): string {
  const where = l.city ? `${l.city}, ${l.country}` : countryInSentence(l.country);
  const lead = withArticle(l.name);
  let html = `${escapeHtml(lead.charAt(0).toUpperCase() + lead.slice(1))} ${verb(l)} in ${escapeHtml(where)}.`;
  if (l.note) html += ` ${escapeHtml(l.note)}`;
  return para(html);
}

export function buildWorldLandmarksPack(): Pack {
  const landmarks = loadLandmarks();
  checkCountries(
    landmarks.flatMap((l) => [l.country, ...l.also]),
    'landmarks',
  );
  checkUniqueNames(landmarks, 'landmarks');

  const countryPool = countryTiers(landmarks);
  const cityCountry = new Map<string, string>();
  const cityTier = new Map<string, number>();
  for (const l of landmarks) {
    if (!l.city) continue;
    const prev = cityCountry.get(l.city);
    if (prev && prev !== l.country) throw new Error(`landmarks: city ${l.city} in two countries`);
    cityCountry.set(l.city, l.country);
    cityTier.set(l.city, Math.min(cityTier.get(l.city) ?? 5, l.tier));
  }

  // Option sets chosen over the whole subject: none comes back with the same answer (a dozen
  // landmarks in Italy), and no option's shape (two-word countries and cities) tells the answer.
  const fair = knowledgeBalancer();
  const specs: QuestionSpec[] = [];
  for (const l of landmarks) {
    if (!foldAccents(l.name).includes(foldAccents(l.country)))
      specs.push(countryQuestion(l, countryPool, l.also, countryText(l), sentence(l), fair));
  }

  for (const l of landmarks) {
    if (!l.city || foldAccents(l.name).includes(foldAccents(l.city.split(/[ ,]/)[0] as string))) continue;
    const candidates: Candidate[] = [];
    for (const [city, country] of cityCountry) {
      if (city === l.city) continue;
      const sim = country === l.country ? 1 : 0.8 * countrySimilarity(l.country, country);
      candidates.push({ value: city, sim, tier: cityTier.get(city) ?? 3 });
    }
    specs.push({
      id: `city:${l.name}`,
      text: cityText(l),
      answer: l.city,
      difficulty: l.tier + 0.5,
      distractors: (rng, level, levels) =>
        pickRanked(fair, rng, cityText(l), l.city as string, candidates, level, levels),
      learn_more: sentence(l),
    });
  }

  specs.push(
    ...bestKnownQuestions(
      landmarks,
      (o, country) => !o.also.includes(country),
      (country) => `Which of these landmarks is in ${country}?`,
      sentence,
      fair,
    ),
  );

  return buildKnowledgePack(
    category(MACHINE_NAME, 'World Landmarks', 'art-culture', 5, handWrittenNotes(`${landmarks.length} landmarks`)),
    specs,
  );
}

/**
 * Social Science Terms: the key words of economics, politics, sociology, psychology and human
 * geography, asked both ways.
 *
 *   "Inflation means:"                                                   → a general rise in prices…
 *   "What is the term for a general rise in prices across an economy over time?" → Inflation
 *
 * Data: terms and definitions written for Ricebowl in our own words. Each definition was written
 * so that it fits its own term only; pairs of terms whose definitions overlap (a tariff is a
 * tax, a refugee is also an emigrant, socialism and a planned economy…) are listed in CLASHES and
 * never offered against each other. No definition repeats a word of its own term, and no wrong
 * option shares a word with the question ("Weather means:" never offers climate's "the usual
 * weather of a place"), so a shared word tells nothing either way (issue 15 §3).
 *
 * Difficulty: each term carries a hand-set level, from the words of primary-school citizenship
 * (tax, election) to first-year university (moral hazard, anomie). Distractors come from the same
 * discipline and, at higher levels, from terms of a similar level. Each level holds every term
 * written for it in both forms, about 60 questions.
 */
import { echoesQuestion } from '../../src/giveaways.js';
import type { Pack, PackItem } from '../../src/pack.js';
import { chooseDistractors, escapeHtml, makeRng, type Rng } from '../lib.js';
import { capitalise, category, finish, makePack } from './common.js';

export const MACHINE_NAME = 'social-science-terms';
export const LEVELS = 5;

/** level | discipline | term | definition (a noun phrase, no final full stop). */
const TERMS = `
1|economics|tax|money that people and businesses must pay to the government
1|economics|budget|a plan for how money will be earned and spent
1|economics|trade|the buying and selling of goods and services
1|economics|export|a good or service sold to another country
1|economics|import|a good or service bought from another country
1|economics|profit|the money a business keeps after paying all its costs
1|economics|savings|money put aside instead of being spent
1|economics|price|the amount of money asked or paid for something
1|economics|income|the money a person or household receives, for example from work
1|economics|loan|a sum of money borrowed that must be paid back, usually with interest
1|politics|election|a vote to choose people for a public office
1|politics|government|the group of people with the authority to run a country
1|politics|vote|a formal choice made by one person in an election
1|politics|president|the elected head of state of a republic
1|politics|mayor|the head of the local government of a town or city
1|politics|law|a rule made by a government that everyone must follow
1|politics|citizen|a person who legally belongs to a country and has its rights
1|sociology|community|a group of people living in the same place or sharing common interests
1|sociology|culture|the shared beliefs, customs, arts and way of life of a group
1|sociology|tradition|a custom passed down from one generation to the next
1|geography|population|the number of people living in an area
1|geography|continent|one of the seven large land masses of the Earth
1|geography|capital city|the city where a country's government is based
1|geography|map|a flat drawing of an area as seen from above
1|geography|village|a small settlement in the countryside, smaller than a town
1|geography|weather|the state of the air at a particular place and time
2|economics|inflation|a general rise in prices across an economy over time
2|economics|interest|the extra amount paid for borrowing money
2|economics|supply|the amount of a good that sellers are willing to sell
2|economics|demand|the amount of a good that buyers want and are able to buy
2|economics|unemployment|the situation of people who want a job but cannot find one
2|economics|scarcity|the basic problem that wants are unlimited while resources are limited
2|economics|monopoly|a market in which a single seller controls the supply
2|economics|tariff|a tax on goods brought in from another country
2|economics|recession|a period in which an economy shrinks instead of growing
2|economics|wage|the payment a worker receives for work, usually by the hour or week
2|politics|democracy|a system of government in which the people choose their leaders by voting
2|politics|monarchy|a system of government headed by a king, queen or other hereditary ruler
2|politics|republic|a state whose head of state is not a monarch
2|politics|dictatorship|rule by one person who holds unlimited power
2|politics|parliament|an elected assembly that makes a country's laws
2|politics|referendum|a vote by all the electors on one specific question
2|politics|constitution|the set of basic rules that sets out how a country is governed
2|politics|political party|an organised group of people who share views and try to win power in elections
2|sociology|migration|the movement of people from one place to another to live
2|sociology|immigrant|a person who comes to live permanently in another country
2|sociology|emigrant|a person who leaves their own country to live in another
2|sociology|refugee|a person forced to leave their country to escape war, persecution or disaster
2|sociology|urbanisation|the growth in the share of people living in towns and cities
2|sociology|census|an official count of a population
2|sociology|prejudice|an opinion formed without knowledge or reason, usually against a group
2|sociology|discrimination|unfair treatment of people because of the group they belong to
2|geography|climate|the usual weather of a place over many years
2|geography|latitude|distance north or south of the Equator, measured in degrees
2|geography|longitude|distance east or west of the Prime Meridian, measured in degrees
2|geography|border|a line that separates two countries or regions
2|history|colony|a territory controlled and settled by another country
2|history|revolution|a sudden and often violent overthrow of a government or system
2|psychology|memory|the ability to store and recall information
3|economics|gross domestic product|the total value of all goods and services produced in a country in a year
3|economics|opportunity cost|the value of the best alternative given up when making a choice
3|economics|deflation|a general fall in prices across an economy over time
3|economics|subsidy|money from the government that lowers the cost of producing or buying something
3|economics|central bank|the institution that issues a country's currency and sets its main interest rate
3|economics|market economy|a system in which prices and production are decided mainly by buyers and sellers
3|economics|planned economy|a system in which the government decides what is produced and at what price
3|economics|exchange rate|the price of one currency in terms of another
3|economics|capital goods|machines, tools and buildings used to make other products
3|economics|entrepreneur|a person who starts a business and takes on its risks
3|politics|federalism|the sharing of power between a national government and regional governments
3|politics|separation of powers|the division of government into law-making, law-enforcing and judging branches that check each other
3|politics|sovereignty|a state's supreme authority over its own territory
3|politics|legislature|the branch of government that makes laws
3|politics|executive|the branch of government that carries out laws
3|politics|judiciary|the system of courts that interprets laws
3|politics|coalition|an alliance of parties that govern together
3|politics|veto|the power to reject a decision or a proposed law
3|politics|human rights|the basic freedoms and protections that belong to every person
3|politics|capitalism|an economic system based on private ownership of businesses and the pursuit of profit
3|sociology|socialisation|the process by which people learn the norms and values of their society
3|sociology|norm|an unwritten rule about how people are expected to behave
3|sociology|stereotype|a fixed and oversimplified idea about a type of person or group
3|sociology|globalisation|the growing connection of the world's economies and cultures
3|sociology|ethnocentrism|the judging of other cultures by the standards of one's own
3|sociology|nuclear family|a household of two parents and their children
3|sociology|extended family|parents and children together with grandparents, aunts, uncles and cousins
3|sociology|demography|the study of the size, structure and change of populations
3|psychology|motivation|the reasons that drive a person to act
3|psychology|perception|the process of interpreting information from the senses
3|geography|natural resource|a material found in the environment that people use, such as water, wood or oil
3|geography|population density|the number of people living on each unit of area
3|geography|birth rate|the number of babies born per 1,000 people in a year
3|geography|infrastructure|the basic systems a society needs, such as roads, power lines and water pipes
3|geography|sustainable development|meeting today's needs without harming the ability of future generations to meet theirs
3|history|empire|a group of countries or peoples ruled by one powerful state
3|history|imperialism|the policy of extending a country's power by taking control of other lands
3|history|nationalism|strong loyalty to one's own country, often placing it above all others
3|history|independence|the freedom of a country from control by another
4|economics|fiscal policy|a government's decisions on taxation and public spending
4|economics|monetary policy|a central bank's management of interest rates and the money supply
4|economics|oligopoly|a market dominated by a few large sellers
4|economics|externality|a cost or benefit of an activity that falls on people not involved in it
4|economics|elasticity|how strongly the quantity demanded or supplied responds to a change in price
4|economics|comparative advantage|the ability to produce something at a lower opportunity cost than others
4|economics|balance of trade|the difference between the value of a country's exports and its imports
4|economics|stagflation|a combination of high inflation, high unemployment and slow growth
4|politics|totalitarianism|a system in which the state seeks to control every part of public and private life
4|politics|oligarchy|rule by a small group of powerful people
4|politics|theocracy|government by religious leaders in the name of a god
4|politics|anarchism|a political philosophy that rejects the state and all forced authority
4|politics|gerrymandering|the drawing of electoral boundaries to favour one party
4|politics|proportional representation|an electoral system in which each party's share of seats matches its share of the vote
4|politics|lobbying|the attempt to influence lawmakers on behalf of an interest group
4|politics|diplomacy|the management of relations between states by negotiation
4|politics|filibuster|a very long speech made to delay or block a vote
4|politics|socialism|the idea that the community or the state should own or control the main industries
4|politics|communism|a system aiming at a classless society in which property is owned in common
4|sociology|social mobility|the movement of people or families up or down between classes or positions
4|sociology|cultural relativism|the understanding of a people's customs and beliefs on their own terms rather than by outside standards
4|sociology|bureaucracy|an organisation run by officials who follow fixed rules and a chain of command
4|sociology|secularisation|the decline of the role of religion in society
4|sociology|assimilation|the process by which a minority group adopts the culture of the majority
4|sociology|subculture|a group whose values and customs set it apart within a larger culture
4|sociology|gentrification|the change of a poor area as wealthier people move in and prices rise
4|geography|life expectancy|the average number of years a newborn is likely to live
4|geography|push factor|a reason that drives people to leave a place
4|geography|pull factor|a reason that attracts people to a place
4|geography|desertification|the process by which fertile land dries out and becomes barren
4|geography|megacity|a city with more than 10 million inhabitants
4|psychology|cognition|the mental processes of thinking, knowing and remembering
4|psychology|conformity|the changing of one's behaviour to match that of a group
4|psychology|cognitive dissonance|the discomfort of holding two conflicting beliefs at once
4|psychology|placebo effect|an improvement in health caused by believing one is being treated
4|psychology|confirmation bias|the tendency to favour information that supports what one already believes
4|history|decolonisation|the process by which colonies became independent states
4|history|propaganda|information, often biased, spread to promote a cause or point of view
4|history|feudalism|a medieval system in which land was held in exchange for service and loyalty
5|economics|public good|a product or service that no one can be kept from using and whose use by one person does not reduce it for others
5|economics|diminishing returns|the fall in extra output gained from each extra unit of input beyond a certain point
5|economics|moral hazard|the tendency to take more risks when someone else bears the cost
5|economics|marginal cost|the extra expense of producing one more unit
5|economics|quantitative easing|the creation of money by a central bank to buy financial assets and lower long-term interest rates
5|economics|Gini coefficient|a number from 0 to 1 that measures how unequally income is shared in a population
5|politics|bicameralism|the system of a legislature with two chambers
5|politics|suffrage|the right to vote in public elections
5|politics|social contract|the idea that people accept a government's authority in exchange for the protection of their rights
5|politics|realpolitik|politics based on practical goals and power rather than on ideals
5|politics|hegemony|the dominance of one group or state over others
5|politics|rule of law|the principle that no one, however powerful, is above the legal system and its courts
5|politics|civil disobedience|the deliberate and peaceful refusal to obey a law seen as unjust
5|sociology|anomie|a breakdown of social norms that leaves people without guidance
5|sociology|social stratification|the ranking of people in a society into layers by wealth, power or status
5|sociology|kinship|the network of family relationships by blood or marriage
5|sociology|ethnography|the detailed study of a culture by living among its people
5|sociology|meritocracy|a system in which people advance on the basis of ability and achievement
5|sociology|patriarchy|a social system in which men hold most of the power
5|psychology|operant conditioning|learning through the rewards and punishments that follow a behaviour
5|psychology|classical conditioning|learning to link a neutral signal with an event, as in Pavlov's experiments with dogs
5|psychology|bystander effect|the tendency of people to be less likely to help a victim when others are present
5|psychology|groupthink|the tendency of a close team to seek agreement at the cost of careful judgement
5|psychology|extrinsic motivation|the drive to act for outside rewards such as money or praise
5|psychology|intrinsic motivation|the drive to act for the enjoyment or interest of the task itself
5|geography|demographic transition|the shift from high birth and death rates to low ones as a country develops
5|geography|dependency ratio|the number of children and older people compared with the number of people of working age
5|geography|remittance|money sent home by migrants to their families
5|geography|brain drain|the emigration of highly trained people from a country
`;

/** Terms whose definitions overlap: never offered against each other. */
export const CLASHES: [string, string][] = [
  ['trade', 'export'],
  ['trade', 'import'],
  ['tariff', 'tax'],
  ['capitalism', 'market economy'],
  ['socialism', 'communism'],
  ['socialism', 'planned economy'],
  ['communism', 'planned economy'],
  ['democracy', 'republic'],
  ['recession', 'stagflation'],
  ['inflation', 'stagflation'],
  ['immigrant', 'refugee'],
  ['emigrant', 'refugee'],
  ['migration', 'refugee'],
  ['dictatorship', 'totalitarianism'],
  ['parliament', 'legislature'],
  ['government', 'executive'],
  ['prejudice', 'stereotype'],
  ['prejudice', 'discrimination'],
  ['stereotype', 'discrimination'],
  ['norm', 'tradition'],
  ['socialisation', 'assimilation'],
  ['independence', 'sovereignty'],
  ['independence', 'decolonisation'],
  ['hegemony', 'imperialism'],
  ['kinship', 'extended family'],
  ['kinship', 'nuclear family'],
  ['cognition', 'memory'],
  ['cognition', 'perception'],
  ['motivation', 'intrinsic motivation'],
  ['motivation', 'extrinsic motivation'],
  ['conformity', 'groupthink'],
  ['monetary policy', 'quantitative easing'],
  ['central bank', 'monetary policy'],
  ['emigrant', 'brain drain'],
  ['migration', 'brain drain'],
  ['empire', 'imperialism'],
  ['population', 'population density'],
  ['government', 'oligarchy'],
  ['vote', 'election'],
  ['vote', 'referendum'],
  ['vote', 'suffrage'],
  ['president', 'republic'],
  ['president', 'executive'],
  ['income', 'wage'],
  ['income', 'profit'],
];

export interface Term {
  level: number;
  discipline: string;
  term: string;
  definition: string;
}

export function loadTerms(): Term[] {
  return TERMS.trim()
    .split('\n')
    .map((line) => {
      const [level, discipline, term, definition] = line.split('|') as [string, string, string, string];
      return { level: Number(level), discipline, term, definition };
    });
}

function clashes(a: string, b: string): boolean {
  return CLASHES.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** Candidate wrong terms: same discipline first; at higher levels also of a similar level. */
function candidates(t: Term, all: Term[], level: number): { preferred: Term[]; others: Term[] } {
  const ok = all.filter((o) => o !== t && !clashes(o.term, t.term));
  const sameDiscipline = ok.filter((o) => o.discipline === t.discipline);
  const preferred = level >= 3 ? sameDiscipline.filter((o) => Math.abs(o.level - t.level) <= 1) : sameDiscipline;
  return { preferred, others: ok };
}

const DISCIPLINE_NAMES: Record<string, string> = {
  economics: 'economics',
  politics: 'politics',
  sociology: 'sociology',
  psychology: 'psychology',
  geography: 'human geography',
  history: 'history',
};

function learnMore(t: Term): string {
  return `<p>In ${DISCIPLINE_NAMES[t.discipline] ?? t.discipline}, <strong>${escapeHtml(t.term)}</strong> means ${escapeHtml(t.definition)}.</p>`;
}

function termToDefinition(rng: Rng, t: Term, all: Term[], level: number): PackItem {
  const { preferred, others } = candidates(t, all, level);
  const answer = capitalise(t.definition);
  const text = `${capitalise(t.term)} means:`;
  return finish(rng, {
    text,
    answer,
    distractors: chooseDistractors(
      rng,
      answer,
      preferred.map((o) => capitalise(o.definition)),
      others.map((o) => capitalise(o.definition)),
      4,
      (wrong) => !echoesQuestion(text, wrong),
    ),
    learn_more: learnMore(t),
  });
}

function definitionToTerm(rng: Rng, t: Term, all: Term[], level: number): PackItem {
  const { preferred, others } = candidates(t, all, level);
  const answer = capitalise(t.term);
  const text = `What is the term for ${t.definition}?`;
  return finish(rng, {
    text,
    answer,
    distractors: chooseDistractors(
      rng,
      answer,
      preferred.map((o) => capitalise(o.term)),
      others.map((o) => capitalise(o.term)),
      4,
      (wrong) => !echoesQuestion(text, wrong),
    ),
    learn_more: learnMore(t),
  });
}

export function buildSocialScienceTermsPack(): Pack {
  const terms = loadTerms();
  const levels = Array.from({ length: LEVELS }, (_, i) => {
    const level = i + 1;
    const rng = makeRng(`${MACHINE_NAME}/level-${level}`);
    return terms
      .filter((t) => t.level === level)
      .flatMap((t) => [termToDefinition(rng, t, terms, level), definitionToTerm(rng, t, terms, level)]);
  });
  return makePack(
    category(
      MACHINE_NAME,
      'Social Science Terms',
      'social-sciences',
      LEVELS,
      `${terms.length} terms written and checked by hand, each asked both ways; every level holds all ` +
        'the terms of its level (about 60 questions), not generated filler.',
    ),
    levels,
  );
}

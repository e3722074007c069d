import { seededRandom } from '@app/domain';

/**
 * The demo event's synthetic workforce: who the participants are (names,
 * market units, locations, the CSV's userInfo columns) and what they can do (a latent ability
 * per competency, speed, stamina). Everything is drawn from a seeded generator, so one seed
 * always gives the same people: participant i is drawn from (seed, i) alone, which also lets an
 * interrupted seed carry on where it stopped.
 */

export type Rng = ReturnType<typeof seededRandom>;

/** An integer hash of two numbers (murmur3's finaliser), so nearby indexes get unrelated streams. */
export function mixSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A standard normal draw (Box–Muller). */
export function normal(rng: Rng): number {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

function pickOne<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) {
    throw new Error('pickOne: empty list');
  }
  return item;
}

function pickWeighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  let left = rng() * total;
  for (const item of items) {
    left -= item.weight;
    if (left < 0) {
      return item;
    }
  }
  return pickOne(rng, items);
}

/** Work Location → the Country and Region (Label) columns that go with it. */
const LOCATIONS: Readonly<Record<string, { country: string; region: string }>> = {
  'New York': { country: 'United States', region: 'North America' },
  Chicago: { country: 'United States', region: 'North America' },
  Toronto: { country: 'Canada', region: 'North America' },
  'Mexico City': { country: 'Mexico', region: 'Latin America' },
  'São Paulo': { country: 'Brazil', region: 'Latin America' },
  London: { country: 'United Kingdom', region: 'Europe' },
  Madrid: { country: 'Spain', region: 'Europe' },
  Warsaw: { country: 'Poland', region: 'Europe' },
  Dubai: { country: 'United Arab Emirates', region: 'AMESA' },
  Karachi: { country: 'Pakistan', region: 'AMESA' },
  Lahore: { country: 'Pakistan', region: 'AMESA' },
  Mumbai: { country: 'India', region: 'AMESA' },
  Johannesburg: { country: 'South Africa', region: 'AMESA' },
  Singapore: { country: 'Singapore', region: 'APAC' },
  Sydney: { country: 'Australia', region: 'APAC' },
};
const LOCATION_NAMES = Object.keys(LOCATIONS);

/** Market Unit Codes (the department column), their head-count weight and home locations. */
const MARKET_UNITS = [
  { code: 'NA-US', weight: 16, locations: ['New York', 'Chicago'] },
  { code: 'NA-CAN', weight: 6, locations: ['Toronto'] },
  { code: 'LATAM-MX', weight: 9, locations: ['Mexico City'] },
  { code: 'LATAM-BR', weight: 8, locations: ['São Paulo'] },
  { code: 'EUR-UK', weight: 9, locations: ['London'] },
  { code: 'EUR-SOUTH', weight: 7, locations: ['Madrid'] },
  { code: 'EUR-CE', weight: 6, locations: ['Warsaw'] },
  { code: 'AMESA-GCC', weight: 6, locations: ['Dubai'] },
  { code: 'AMESA-PK', weight: 11, locations: ['Karachi', 'Lahore'] },
  { code: 'AMESA-IN', weight: 10, locations: ['Mumbai'] },
  { code: 'AMESA-SSA', weight: 5, locations: ['Johannesburg'] },
  { code: 'APAC', weight: 7, locations: ['Singapore', 'Sydney'] },
] as const;

const JOB_FUNCTIONS = [
  { name: 'Sales', weight: 30, subs: ['Field Sales', 'Key Accounts', 'Sales Operations'] },
  { name: 'Supply Chain', weight: 22, subs: ['Manufacturing', 'Logistics', 'Procurement'] },
  { name: 'Marketing', weight: 12, subs: ['Brand Marketing', 'Consumer Insights'] },
  { name: 'Finance', weight: 11, subs: ['Controlling', 'Financial Planning', 'Treasury'] },
  { name: 'Human Resources', weight: 7, subs: ['HR Business Partner', 'Talent Acquisition'] },
  { name: 'Information Technology', weight: 10, subs: ['Digital Products', 'Infrastructure'] },
  { name: 'Research & Development', weight: 8, subs: ['Product Development', 'Quality'] },
] as const;

/** The Level column (stored as degree): more people in the junior grades. */
const GRADES = [
  { name: 'L06', weight: 18 },
  { name: 'L07', weight: 22 },
  { name: 'L08', weight: 20 },
  { name: 'L09', weight: 15 },
  { name: 'L10', weight: 11 },
  { name: 'L11', weight: 8 },
  { name: 'L12', weight: 6 },
] as const;

const FIRST_NAMES = (
  'Aisha Ahmed Amelia Ana Arjun Ayesha Bilal Camila Carlos Chen Chloe Daniel David Elena Emma ' +
  'Fatima Felipe Grace Hamza Hannah Hiroshi Ibrahim Isabella James Jakub Javier Julia Kavya ' +
  'Kofi Laura Layla Lucas Marta Maria Mateo Mei Michael Mohammed Nadia Naledi Noah Olivia ' +
  'Omar Piotr Priya Rahul Rosa Sara Sarah Sipho Sofia Thabo Thomas Usman Valentina Wei ' +
  'William Yusuf Zainab Zoe'
).split(' ');
const LAST_NAMES = (
  'Ali Anderson Brown Chatterjee Costa Dlamini Fernández García Gomez Gupta Hassan Hernández ' +
  'Iyer Johnson Khan Kowalski Kumar Lee Lim López Martin Martínez Mehta Mokoena Müller Naidoo ' +
  'Nguyen Nowak Okafor Oliveira Patel Pereira Qureshi Rahman Reddy Rodríguez Santos Shah ' +
  'Sharma Siddiqui Silva Singh Smith Tan Taylor Torres Wang Williams Wiśniewski Wong Yilmaz ' +
  'Zhang'
).split(' ');

/** Lower-case ASCII for the e-mail's local part: 'Wiśniewski' → 'wisniewski'. */
const asciiSlug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * What the whole event shares, drawn once from the seed: how each market unit, location and
 * competency shifts ability, so departments and regions come out different in the reports.
 */
export type Population = {
  competencies: readonly string[];
  unitShift: ReadonlyMap<string, number>;
  /** Market unit × competency: units are strong in some competencies, weak in others. */
  unitCompetencyShift: ReadonlyMap<string, readonly number[]>;
  locationShift: ReadonlyMap<string, number>;
  competencyShift: readonly number[];
  hrManagers: ReadonlyMap<string, readonly string[]>;
  emailDomain: string;
};

export function population(
  seed: number,
  competencies: readonly string[],
  edition: string,
): Population {
  const rng = seededRandom(mixSeed(seed, -1));
  const unitShift = new Map(MARKET_UNITS.map((u) => [u.code, 0.45 * normal(rng)]));
  const unitCompetencyShift = new Map(
    MARKET_UNITS.map((u) => [u.code, competencies.map(() => 0.3 * normal(rng))]),
  );
  const locationShift = new Map(LOCATION_NAMES.map((l) => [l, 0.15 * normal(rng)]));
  const hrManagers = new Map(
    MARKET_UNITS.map((u) => [
      u.code,
      [0, 1, 2].map(() => `${pickOne(rng, FIRST_NAMES)} ${pickOne(rng, LAST_NAMES)}`),
    ]),
  );
  return {
    competencies,
    unitShift,
    unitCompetencyShift,
    locationShift,
    competencyShift: competencies.map(() => 0.3 * normal(rng)),
    hrManagers,
    emailDomain: `${edition}-demo.example.com`,
  };
}

export type Person = {
  index: number;
  name: string;
  email: string;
  department: string;
  region: string;
  userInfo: Record<string, string>;
  /** Ability per competency, in the population's competency order (0 ≈ average). */
  ability: number[];
  cognitive: number;
  aptitude: number;
  miniGames: number;
  /** Seconds per answer on a numbered level, a mini screen and an engine item. */
  secondsPerAnswer: number;
  secondsPerScreen: number;
  secondsPerItem: number;
  /** Keeps going after a level (positive) or gives up sooner (negative). */
  motivation: number;
  /** Days after the launch the invitation came. */
  invitedDay: number;
};

/** Participant `index` of the event, drawn from its own stream. */
export function drawPerson(pop: Population, rng: Rng, index: number): Person {
  const unit = pickWeighted(rng, MARKET_UNITS);
  const location = rng() < 0.92 ? pickOne(rng, unit.locations) : pickOne(rng, LOCATION_NAMES);
  const place = LOCATIONS[location] ?? { country: '', region: '' };
  const job = pickWeighted(rng, JOB_FUNCTIONS);
  const first = pickOne(rng, FIRST_NAMES);
  const last = pickOne(rng, LAST_NAMES);
  const unitShift = pop.unitShift.get(unit.code) ?? 0;
  const general = 0.9 * normal(rng) + unitShift + (pop.locationShift.get(location) ?? 0);
  const perCompetency = pop.unitCompetencyShift.get(unit.code) ?? [];
  // Calibrated for a progress level passing only when every asked item is Best
  // (docs/decisions/0012-draw-and-scoring.md): the median participant answers an Easy item Best 99 %
  // of the time and a Hard one 98 %, so most pass a level at the first or second try and eight
  // Best answers in a row are within reach; the weakest fifth answer a Hard item Best about two
  // times in three, fail, replay and mostly give up. A person is strong or weak across the board
  // (general) more than between competencies, so those who finish are the able rather than the
  // lucky. About 40 % of those invited complete the progress game.
  const ability = pop.competencies.map(
    (_, c) =>
      2.8 + general + (perCompetency[c] ?? 0) + (pop.competencyShift[c] ?? 0) + 0.35 * normal(rng),
  );
  return {
    index,
    name: `${first} ${last}`,
    email: `${asciiSlug(first)}.${asciiSlug(last)}.${index + 1}@${pop.emailDomain}`,
    department: unit.code,
    region: location,
    userInfo: {
      // 7919 is prime to 10^7, so the scrambled GPIDs stay unique up to ten million people.
      GPID: String(70_000_000 + ((index * 7919) % 10_000_000)),
      Country: place.country,
      'Job Sub-Function': pickOne(rng, job.subs),
      Gender: rng() < 0.47 ? 'Female' : 'Male',
      'HR Manager Name': pickOne(rng, pop.hrManagers.get(unit.code) ?? ['']),
      'Region (Label)': place.region,
      degree: pickWeighted(rng, GRADES).name,
      cgpa: job.name,
    },
    ability,
    // An engine game passes at 1,600 of 2,500: about a third of those who reach the first
    // cognitive game pass it at the first try, and about 40 % of them never do.
    cognitive: 1 + 0.8 * general + 0.6 * normal(rng),
    aptitude: 0.8 + 0.6 * general + 0.7 * normal(rng),
    miniGames: 0.4 + 0.5 * general + 0.5 * normal(rng),
    // Stronger players are a little quicker too.
    secondsPerAnswer: 2 * Math.exp(0.25 * normal(rng) - 0.1 * general),
    secondsPerScreen: 6 * Math.exp(0.3 * normal(rng)),
    secondsPerItem: 8 * Math.exp(0.3 * normal(rng) - 0.1 * general),
    motivation: normal(rng) + 0.5 * unitShift,
    invitedDay: rng() < 0.75 ? 3 * rng() : 3 + 17 * rng(),
  };
}

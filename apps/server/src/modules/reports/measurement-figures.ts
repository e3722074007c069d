import {
  firstAnswers,
  type ItemAnalysisRow,
  itemFlags,
  MIN_ITEM_ANSWERS,
  type OptionShare,
  percentScore,
  type ReliabilityRow,
  scoreTrust,
} from '@app/domain';
import type { MatrixRow } from './response-matrix';

/**
 * The item analysis and reliability of a whole event in one pass over the response matrix,
 * a batch of whole participants at a time, keeping sums instead of rows: per item its counts,
 * sums and the sums of its discrimination pairs; per question pair the sums of the participants
 * asked both. The figures are the domain's (analyseItems, scoreReliability) with each variance,
 * covariance and correlation taken from those sums, so 100,000 participants' matrix is never
 * held at once and reliability is not the domain's pair-by-pair walk over every participant
 * (docs/decisions/0024-item-analysis-reliability-fairness.md, "Reads at 100,000").
 */

/** An item's figures without the texts, which the read takes from the questions as they are. */
export type ItemFigures = Omit<ItemAnalysisRow, 'text' | 'optionShares'> & {
  optionShares: OptionShare[] | null;
};
export type MeasurementFigures = { items: ItemFigures[]; reliability: ReliabilityRow[] };
type Totals = { points: number; most: number; items: number };

type ItemSums = {
  kind: 'question' | 'screen';
  level: string;
  competency: string;
  answers: number;
  points: number;
  most: number;
  options: Map<string | null, number>;
  seconds: number;
  timed: number;
  /** The discrimination's pairs: item points x against the rest percentage y. */
  d: { n: number; x: number; y: number; xx: number; yy: number; xy: number };
};

/** Pearson's r from sums, with the domain's rules: null under three pairs or without spread. */
function pearsonOf(s: ItemSums['d']): number | null {
  if (s.n < 3) {
    return null;
  }
  const sxx = s.xx - (s.x * s.x) / s.n;
  const syy = s.yy - (s.y * s.y) / s.n;
  const sxy = s.xy - (s.x * s.y) / s.n;
  return sxx <= 0 || syy <= 0 ? null : sxy / Math.sqrt(sxx * syy);
}

export class MeasurementSums {
  private readonly items = new Map<string, ItemSums>();
  /** Questions by index: the pair sums are an upper triangle over these. */
  private readonly index: Map<string, number>;
  private readonly competencyOf: string[];
  private readonly colN: Int32Array;
  private readonly colX: Float64Array;
  private readonly colXX: Float64Array;
  /** Each question's first participant and points: taken back out if it stays alone. */
  private readonly colFirst: { person: number; points: number; most: number }[] = [];
  private readonly pairN: Int32Array;
  private readonly pairX: Float64Array;
  private readonly pairY: Float64Array;
  private readonly pairXY: Float64Array;
  /** Per participant (in order met): their questions' points, most and count, per competency. */
  private readonly people: Map<string, Totals>[] = [];

  constructor(questions: readonly { id: string; ability: string }[]) {
    this.index = new Map(questions.map((q, i) => [q.id, i]));
    this.competencyOf = questions.map((q) => q.ability);
    const k = questions.length;
    this.colN = new Int32Array(k);
    this.colX = new Float64Array(k);
    this.colXX = new Float64Array(k);
    const pairs = (k * (k - 1)) / 2;
    this.pairN = new Int32Array(pairs);
    this.pairX = new Float64Array(pairs);
    this.pairY = new Float64Array(pairs);
    this.pairXY = new Float64Array(pairs);
  }

  private pair(i: number, j: number): number {
    const k = this.competencyOf.length;
    return i * k - (i * (i + 1)) / 2 + (j - i - 1);
  }

  /** One batch of the matrix: whole participants, each one's attempts oldest first. */
  add(rows: readonly MatrixRow[]): void {
    const byPerson = new Map<string, MatrixRow[]>();
    for (const r of firstAnswers(rows)) {
      const list = byPerson.get(r.participantId) ?? [];
      list.push(r);
      byPerson.set(r.participantId, list);
    }
    for (const list of byPerson.values()) {
      this.addItems(list);
      this.addQuestions(list.filter((r) => r.kind === 'question'));
    }
  }

  private addItems(list: readonly MatrixRow[]): void {
    const totals = new Map<string, { points: number; most: number; count: number }>();
    for (const r of list) {
      const t = totals.get(r.competency) ?? { points: 0, most: 0, count: 0 };
      t.points += r.points;
      t.most += r.maxPoints;
      t.count += 1;
      totals.set(r.competency, t);
    }
    for (const r of list) {
      let s = this.items.get(r.itemId);
      if (!s) {
        s = {
          kind: r.kind,
          level: r.level,
          competency: r.competency,
          answers: 0,
          points: 0,
          most: 0,
          options: new Map(),
          seconds: 0,
          timed: 0,
          d: { n: 0, x: 0, y: 0, xx: 0, yy: 0, xy: 0 },
        };
        this.items.set(r.itemId, s);
      }
      s.answers += 1;
      s.points += r.points;
      s.most += r.maxPoints;
      s.options.set(r.option, (s.options.get(r.option) ?? 0) + 1);
      if (r.seconds !== null) {
        s.seconds += r.seconds;
        s.timed += 1;
      }
      // The rest score: the participant's other items of the competency, as a percentage.
      const t = totals.get(r.competency);
      const restMost = (t?.most ?? 0) - r.maxPoints;
      if (t && t.count > 1 && restMost > 0) {
        const x = r.points;
        const y = (t.points - r.points) / restMost;
        s.d.n += 1;
        s.d.x += x;
        s.d.y += y;
        s.d.xx += x * x;
        s.d.yy += y * y;
        s.d.xy += x * y;
      }
    }
  }

  private addQuestions(list: readonly MatrixRow[]): void {
    const person = this.people.length;
    const totals = new Map<string, Totals>();
    const asked: { i: number; points: number }[] = [];
    for (const r of list) {
      const i = this.index.get(r.itemId);
      if (i === undefined) {
        continue;
      }
      asked.push({ i, points: r.points });
      if (this.colN[i] === 0) {
        this.colFirst[i] = { person, points: r.points, most: r.maxPoints };
      }
      this.colN[i] = (this.colN[i] ?? 0) + 1;
      this.colX[i] = (this.colX[i] ?? 0) + r.points;
      this.colXX[i] = (this.colXX[i] ?? 0) + r.points * r.points;
      const t = totals.get(r.competency) ?? { points: 0, most: 0, items: 0 };
      t.points += r.points;
      t.most += r.maxPoints;
      t.items += 1;
      totals.set(r.competency, t);
    }
    if (asked.length === 0) {
      return;
    }
    asked.sort((a, b) => a.i - b.i);
    for (let a = 0; a < asked.length; a++) {
      const p = asked[a];
      for (let b = a + 1; b < asked.length; b++) {
        const q = asked[b];
        if (!p || !q) {
          continue;
        }
        const at = this.pair(p.i, q.i);
        this.pairN[at] = (this.pairN[at] ?? 0) + 1;
        this.pairX[at] = (this.pairX[at] ?? 0) + p.points;
        this.pairY[at] = (this.pairY[at] ?? 0) + q.points;
        this.pairXY[at] = (this.pairXY[at] ?? 0) + p.points * q.points;
      }
    }
    this.people.push(totals);
  }

  itemFigures(): ItemFigures[] {
    return [...this.items].map(([itemId, s]): ItemFigures => {
      const shown = s.answers >= MIN_ITEM_ANSWERS;
      const r = pearsonOf(s.d);
      const figures = {
        facility: shown && s.most > 0 ? s.points / s.most : null,
        discrimination: shown && s.d.n >= MIN_ITEM_ANSWERS ? r : null,
      };
      const shares = [...s.options.entries()]
        .map(([option, count]) => ({ option, count, share: count / s.answers }))
        .sort((a, b) =>
          a.option === null ? 1 : b.option === null ? -1 : a.option.localeCompare(b.option),
        );
      return {
        itemId,
        kind: s.kind,
        level: s.level,
        competency: s.competency,
        answers: s.answers,
        ...figures,
        optionShares: shown ? shares : null,
        meanSeconds: shown && s.timed > 0 ? s.seconds / s.timed : null,
        flags: itemFlags(figures),
      };
    });
  }

  /** scoreReliability over the questions of `competency` (null: every question). */
  private reliabilityOf(competency: string | null) {
    const k0 = this.competencyOf.length;
    const usable: number[] = [];
    for (let i = 0; i < k0; i++) {
      if (
        (this.colN[i] ?? 0) >= 2 &&
        (competency === null || this.competencyOf[i] === competency)
      ) {
        usable.push(i);
      }
    }
    const k = usable.length;
    let itemVarianceSum = 0;
    for (const i of usable) {
      const n = this.colN[i] ?? 0;
      const x = this.colX[i] ?? 0;
      itemVarianceSum += ((this.colXX[i] ?? 0) - (x * x) / n) / (n - 1);
    }
    let covarianceSum = 0;
    let pairsObserved = 0;
    for (let a = 0; a < k; a++) {
      for (let b = a + 1; b < k; b++) {
        const at = this.pair(usable[a] ?? 0, usable[b] ?? 0);
        const n = this.pairN[at] ?? 0;
        if (n >= 2) {
          const x = this.pairX[at] ?? 0;
          const y = this.pairY[at] ?? 0;
          covarianceSum += ((this.pairXY[at] ?? 0) - (x * y) / n) / (n - 1);
          pairsObserved += 1;
        }
      }
    }
    const pairs = (k * (k - 1)) / 2;
    const meanCovariance = pairsObserved > 0 ? covarianceSum / pairsObserved : 0;
    const totalVariance = itemVarianceSum + 2 * pairs * meanCovariance;
    const estimable = k >= 2 && pairsObserved > 0 && totalVariance > 0;
    const alpha = estimable ? (k / (k - 1)) * (1 - itemVarianceSum / totalVariance) : null;
    // The totals count usable questions only: a question one participant was asked leaves.
    const alone = new Map<number, Totals>();
    for (let i = 0; i < k0; i++) {
      const first = this.colFirst[i];
      if (
        this.colN[i] === 1 &&
        first &&
        (competency === null || this.competencyOf[i] === competency)
      ) {
        const t = alone.get(first.person) ?? { points: 0, most: 0, items: 0 };
        t.points += first.points;
        t.most += first.most;
        t.items += 1;
        alone.set(first.person, t);
      }
    }
    // The SD is of percentage scores, as the domain's (percentScore).
    const percents: number[] = [];
    const items: number[] = [];
    for (const [person, totals] of this.people.entries()) {
      let p = 0;
      let m = 0;
      let n = 0;
      for (const [c, t] of totals) {
        if (competency === null || c === competency) {
          p += t.points;
          m += t.most;
          n += t.items;
        }
      }
      const out = alone.get(person);
      n -= out?.items ?? 0;
      if (n > 0) {
        items.push(n);
        const percent = percentScore(p - (out?.points ?? 0), m - (out?.most ?? 0));
        if (percent !== null) {
          percents.push(percent);
        }
      }
    }
    return {
      participants: items.length,
      items: k,
      alpha,
      ...scoreTrust({ alpha, items: k, itemsAnswered: items, percents }),
      pairsObserved,
      pairsSkipped: pairs - pairsObserved,
    };
  }

  /** Per competency (the event's order, then any other a question names), then the total. */
  reliabilityRows(competencies: readonly string[]): ReliabilityRow[] {
    const named = new Set<string>();
    for (const s of this.items.values()) {
      if (s.kind === 'question') {
        named.add(s.competency);
      }
    }
    const order = [
      ...competencies.filter((c) => named.has(c)),
      ...[...named].filter((c) => !competencies.includes(c)).sort(),
    ];
    return [
      ...order.map((c) => ({
        scope: 'competency' as const,
        competency: c,
        ...this.reliabilityOf(c),
      })),
      { scope: 'total' as const, competency: null, ...this.reliabilityOf(null) },
    ];
  }
}

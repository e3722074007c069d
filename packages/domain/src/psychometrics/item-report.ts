import {
  discrimination,
  facility,
  type ItemFlags,
  itemFlags,
  MIN_ITEM_ANSWERS,
  type OptionShare,
  optionShares,
} from './items';
import { firstAnswers, type ItemResponse } from './responses';

export type ItemAnalysis = {
  itemId: string;
  competency: string;
  /** Participants asked the item (first answers). Always shown: it says why figures are not. */
  answers: number;
  /** The figures are null while `answers` is under MIN_ITEM_ANSWERS. */
  facility: number | null;
  optionShares: OptionShare[] | null;
  /** Null under MIN_ITEM_ANSWERS participants with a rest score, or without spread. */
  discrimination: number | null;
  flags: ItemFlags;
};

/** Every item's analysis, in first-appearance order; the discrimination is within competency. */
export function analyseItems(responses: readonly ItemResponse[]): ItemAnalysis[] {
  const rows = firstAnswers(responses);
  const byItem = new Map<string, ItemResponse[]>();
  for (const r of rows) {
    const list = byItem.get(r.itemId) ?? [];
    list.push(r);
    byItem.set(r.itemId, list);
  }
  const byCompetency = new Map<string, ItemResponse[]>();
  for (const r of rows) {
    const list = byCompetency.get(r.competency) ?? [];
    list.push(r);
    byCompetency.set(r.competency, list);
  }
  return [...byItem.entries()].map(([itemId, answers]) => {
    const competency = answers[0]?.competency ?? '';
    const shown = answers.length >= MIN_ITEM_ANSWERS;
    const d = discrimination(itemId, byCompetency.get(competency) ?? []);
    const figures = {
      facility: shown ? facility(answers) : null,
      discrimination: shown && d.n >= MIN_ITEM_ANSWERS ? d.r : null,
    };
    return {
      itemId,
      competency,
      answers: answers.length,
      ...figures,
      optionShares: shown ? optionShares(answers) : null,
      flags: itemFlags(figures),
    };
  });
}

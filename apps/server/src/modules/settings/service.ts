import {
  type Character,
  catalogMessages,
  type Difficulty,
  type DifficultyCreateInput,
  type QuestionReward,
} from '@app/domain';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import * as q from './queries';

const notFound = (what: string) => new AppError('NOT_FOUND', catalogMessages.notFound(what));

function duplicate(what: string, field: string, name: string): AppError {
  const message = catalogMessages.duplicate(what, name);
  return new AppError('CONFLICT', message, { code: 'DUPLICATE', fields: { [field]: message } });
}

/**
 * Departments and regions are the same thing twice: a list of unique names. The API field is
 * the spec's (`department`, `region`); `what` names it in messages.
 */
export type NamedList = { field: keyof typeof q.namedTables; what: string };
export type NamedItem = { id: string } & Partial<Record<NamedList['field'], string>>;

function toNamedItem(list: NamedList, row: q.NamedRow): NamedItem {
  return { id: row.id, [list.field]: row.name };
}

export async function listNamed(ctx: AppContext, list: NamedList): Promise<NamedItem[]> {
  return (await q.listNamed(ctx.db, q.namedTables[list.field])).map((r) => toNamedItem(list, r));
}

/** Adds (no id) or renames a department or region; names are unique in any case. */
export async function saveNamed(
  ctx: AppContext,
  list: NamedList,
  id: string | null,
  name: string,
): Promise<NamedItem> {
  const table = q.namedTables[list.field];
  let row: q.NamedRow | null;
  try {
    row =
      id === null
        ? await q.insertNamed(ctx.db, table, name)
        : await q.renameNamed(ctx.db, table, id, name);
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate(list.what, list.field, name) : error;
  }
  if (!row) {
    throw notFound(list.what);
  }
  return toNamedItem(list, row);
}

export async function deleteNamed(ctx: AppContext, list: NamedList, id: string): Promise<void> {
  if (!(await q.deleteNamed(ctx.db, q.namedTables[list.field], id))) {
    throw notFound(list.what);
  }
}

function toDifficulty(r: q.DifficultyRow): Difficulty {
  return { id: r.id, difficulty: r.name, passingScore: r.passingScore };
}

export async function listDifficulties(ctx: AppContext): Promise<Difficulty[]> {
  return (await q.listDifficulties(ctx.db)).map(toDifficulty);
}

export async function addDifficulty(
  ctx: AppContext,
  input: DifficultyCreateInput,
): Promise<Difficulty> {
  let row: q.DifficultyRow | null;
  try {
    row = await q.insertDifficulty(ctx.db, {
      name: input.difficulty,
      passingScore: input.passingScore,
    });
  } catch (error) {
    throw isUniqueViolation(error)
      ? duplicate('Difficulty', 'difficulty', input.difficulty)
      : error;
  }
  if (!row) {
    throw new Error('insert returned nothing');
  }
  return toDifficulty(row);
}

/** A difficulty's name is read-only: only its passing score changes. */
export async function setDifficultyScore(
  ctx: AppContext,
  id: string,
  passingScore: number,
): Promise<Difficulty> {
  const row = await q.setDifficultyScore(ctx.db, id, passingScore);
  if (!row) {
    throw notFound('Difficulty');
  }
  return toDifficulty(row);
}

export function listQuestionRewards(ctx: AppContext): Promise<QuestionReward[]> {
  return q.listQuestionRewards(ctx.db);
}

export async function setQuestionReward(
  ctx: AppContext,
  type: string,
  value: number,
): Promise<QuestionReward> {
  const row = await q.setQuestionReward(ctx.db, type, value);
  if (!row) {
    throw notFound('Question reward');
  }
  return row;
}

export function listCharacters(ctx: AppContext): Promise<Character[]> {
  return q.listCharacters(ctx.db);
}

export async function renameCharacter(
  ctx: AppContext,
  key: string,
  name: string,
): Promise<Character> {
  const row = await q.renameCharacter(ctx.db, key, name);
  if (!row) {
    throw notFound('Character');
  }
  return row;
}

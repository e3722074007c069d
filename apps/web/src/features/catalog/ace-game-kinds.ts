import type { AceGameKind, MessageKey } from '@app/domain';

type AceGameTexts = {
  /** The type shown in the form and on the tab. */
  type: MessageKey;
  title: MessageKey;
  /** The delete confirmation's singular noun. */
  deleteNoun: MessageKey;
  /** The list's loading and error states' plural noun. */
  listNoun: MessageKey;
  empty: MessageKey;
  add: MessageKey;
  edit: MessageKey;
};

/**
 * Part B §3: the type shown for each kind of ace game, and the list's texts that name it, as
 * catalogue keys: whole messages per kind, so no text is put together from fragments.
 */
export const aceGameLabels: Record<AceGameKind, AceGameTexts> = {
  cognitive: {
    type: 'console.catalog.aceGames.cognitive.type',
    title: 'console.catalog.aceGames.cognitive.title',
    deleteNoun: 'console.catalog.aceGames.cognitive.deleteNoun',
    listNoun: 'console.catalog.aceGames.cognitive.listNoun',
    empty: 'console.catalog.aceGames.cognitive.empty',
    add: 'console.catalog.aceGames.cognitive.add',
    edit: 'console.catalog.aceGames.cognitive.edit',
  },
  aptitude: {
    type: 'console.catalog.aceGames.aptitude.type',
    title: 'console.catalog.aceGames.aptitude.title',
    deleteNoun: 'console.catalog.aceGames.aptitude.deleteNoun',
    listNoun: 'console.catalog.aceGames.aptitude.listNoun',
    empty: 'console.catalog.aceGames.aptitude.empty',
    add: 'console.catalog.aceGames.aptitude.add',
    edit: 'console.catalog.aceGames.aptitude.edit',
  },
};

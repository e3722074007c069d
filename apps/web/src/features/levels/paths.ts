/** The console's own paths of the levels and questions screens (every segment encoded). */
const enc = encodeURIComponent;

export const levelsInfoPath = (eventId: string) => `/admin/levels/${enc(eventId)}`;
export const addLevelPath = (eventId: string) => `/admin/levels/new?eventId=${enc(eventId)}`;
export const editLevelPath = (eventId: string, levelName: string) =>
  `/admin/levels/${enc(eventId)}/${enc(levelName)}/edit`;
export const levelDetailsPath = (eventId: string, levelName: string) =>
  `/admin/levelDetails/${enc(eventId)}/${enc(levelName)}`;
export const addQuestionPath = (eventId: string, levelName: string) =>
  `/admin/levels/${enc(levelName)}/add-question/${enc(eventId)}`;
export const editQuestionPath = (
  eventId: string,
  levelName: string,
  question: { id: string; number: number },
) =>
  `/admin/levels/${enc(question.id)}/edit-question/${question.number}/${enc(eventId)}/${enc(levelName)}`;

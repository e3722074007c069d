import { accessMessages, type GenerationLine, generationLineSchema } from '@app/domain';
import { ApiError, networkError, readApiError } from '../../app/api-client';

/**
 * POST /api/wizard/generate and hand each NDJSON line to `onLine` as it arrives, so the bar
 * shows the server's real progress. Refusals before the stream starts (name taken, plan limit,
 * incomplete draft) are normal JSON errors and are thrown as ApiError.
 */
export async function streamGeneration(onLine: (line: GenerationLine) => void): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/wizard/generate', {
      method: 'POST',
      headers: { accept: 'application/x-ndjson, application/json' },
      credentials: 'include',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    throw await readApiError(response);
  }
  const reader = response.body?.getReader();
  if (!reader) {
    throw new ApiError(response.status, 'BAD_RESPONSE', accessMessages.internal);
  }
  const decoder = new TextDecoder();
  let buffer = '';
  const flush = (final: boolean) => {
    const lines = buffer.split('\n');
    // The last piece may be half a line until the next chunk (or the end) completes it.
    buffer = final ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (line.trim()) {
        // The domain's line schema; anything else is a broken stream.
        onLine(generationLineSchema.parse(JSON.parse(line)));
      }
    }
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      flush(false);
    }
  } catch {
    throw networkError();
  }
  buffer += decoder.decode();
  flush(true);
}

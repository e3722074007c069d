import { accessMessages } from '@app/domain';
import { ApiError, apiErrorFromBody, type Parser } from './api-client';

function errorFrom(status: number, text: string): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy or crashed server answers without our error body.
  }
  return apiErrorFromBody(status, body);
}

function parseOk<T>(status: number, text: string, schema: Parser<T>): T {
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new ApiError(status, 'BAD_RESPONSE', accessMessages.internal);
  }
}

/**
 * A multipart POST through XMLHttpRequest, because fetch cannot report upload progress:
 * `onProgress` gets whole percentages (0–100) while the file is sent.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  schema: Parser<T>,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parseOk(xhr.status, xhr.responseText, schema));
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(errorFrom(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', accessMessages.internal));
    xhr.send(form);
  });
}

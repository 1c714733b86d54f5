import { apiFailure, callHeaders } from '../lib/api';
import { i18next } from '../lib/i18n';

/**
 * Sends a file as the request's body and tells how much of it has gone (0 to 1); answers the answer's `data`. A fetch
 * cannot tell an upload's progress, so an upload goes by XMLHttpRequest, with the headers every call carries.
 */
export function uploadFile<T>(
  method: 'POST' | 'PUT',
  path: string,
  file: Blob,
  onProgress: (part: number) => void = () => undefined,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(callHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    const network = () => reject(apiFailure(0, null, i18next.t('errors:network')));
    request.onerror = network;
    request.onabort = network;
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // an answer without JSON says nothing more than its status
      }
      if (request.status >= 200 && request.status < 300 && body && typeof body === 'object' && 'data' in body) {
        onProgress(1);
        resolve((body as { data: T }).data);
      } else reject(apiFailure(request.status, body, i18next.t('errors:network')));
    };
    request.send(file);
  });
}

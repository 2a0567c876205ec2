import { readCookie } from '../http/cookies';
import { messageFromBody, UploadHttpError } from './upload-errors';

export type XhrRequest = {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** Our own API wants the session cookie and the XSRF header; presigned storage URLs want neither. */
  sameOrigin?: boolean;
  signal: AbortSignal;
  onProgress?: (loaded: number) => void;
};

export type XhrResponse = { status: number; text: string; header: (name: string) => string | null };

/**
 * fetch cannot report upload progress, so request bodies that are files go
 * through XMLHttpRequest. Resolves on 2xx, rejects with UploadHttpError
 * otherwise, and with the signal's reason when aborted.
 */
export function xhrRequest({ method, url, body, headers = {}, sameOrigin, signal, onProgress }: XhrRequest): Promise<XhrResponse> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (sameOrigin) {
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      const xsrf = readCookie('XSRF-TOKEN');
      if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    }
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const onAbort = () => xhr.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = (fn: () => void) => {
      signal.removeEventListener('abort', onAbort);
      fn();
    };

    xhr.upload.onprogress = (event) => onProgress?.(event.loaded);
    xhr.onload = () =>
      settle(() => {
        const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
        if (xhr.status >= 200 && xhr.status < 300) resolve({ status: xhr.status, text, header: (name) => xhr.getResponseHeader(name) });
        else reject(new UploadHttpError(xhr.status, messageFromBody(text)));
      });
    xhr.onerror = () => settle(() => reject(new UploadHttpError(0, null)));
    xhr.onabort = () => settle(() => reject(signal.reason ?? new DOMException('Aborted', 'AbortError')));
    xhr.send(body);
  });
}

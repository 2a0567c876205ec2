import type { FileEntryPayload } from '../file-entry-payload';
import { buildRequest } from '../../http/api-client';
import { extensionOf, relativePathOf } from '../upload-file';
import { xhrRequest } from '../xhr-request';
import type { UploadDriver } from './upload-driver';

/**
 * docs/api/uploads.md `POST file-entries`: the whole file in one multipart
 * request. Another endpoint that takes the same form (a domain's own small
 * upload, such as backstage requests' attachments) gets its driver here too.
 */
export const plainDriverTo = (endpoint: string): UploadDriver => async ({ file, options, signal, onProgress }) => {
  const body = new FormData();
  body.append('file', file);
  if (file.type) body.append('clientMime', file.type);
  const extension = extensionOf(file.name);
  if (extension) body.append('clientExtension', extension);
  const relativePath = relativePathOf(file, options);
  if (relativePath) body.append('relativePath', relativePath);
  if (options.metadata) body.append('metadata', JSON.stringify(options.metadata));

  // buildRequest applies the workspace and URL rules of every API call; XHR adds the XSRF header itself.
  const { url } = buildRequest('POST', endpoint);
  const response = await xhrRequest({ method: 'POST', url, body, sameOrigin: true, signal, onProgress });
  return (JSON.parse(response.text) as { fileEntry: FileEntryPayload }).fileEntry;
};

export const plainDriver: UploadDriver = plainDriverTo('file-entries');

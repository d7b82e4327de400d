export * from './paths';
export { ERROR_PART_SEPARATOR, TransportError } from './transportError';
export {
  addTransportErrorListener,
  apiDelete,
  apiGet,
  apiGetBlob,
  apiGetText,
  apiPost,
  apiPostForm,
  apiPostJson,
  apiPostRaw,
  apiPostText,
  apiPut,
  apiPutJson,
  resolveApiUrl,
} from './httpClient';
export type { SendOptions, TransportErrorListener } from './httpClient';
export { alertMessage, composeErrorDetail, isRateLimited } from './errorDetail';
export { apiGetParsed } from './apiGetParsed';

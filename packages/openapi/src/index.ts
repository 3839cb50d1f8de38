export {
  CONTROL_DOCUMENT_PATH,
  DOCUMENT_PATH,
  getControlDocument,
  getDocument,
  loadDocument,
  type HttpMethod,
  type OpenApiDocument,
  type Operation,
  type OperationParameter,
  type OperationResponse,
} from './document.js';
export { dereference, follow, isObject, pointer, type JsonObject } from './refs.js';
export type { JsonSchema } from './schema.js';
export { SNAPSHOT_PATH, readDocument, sha256, type DocumentSnapshot } from './snapshot.js';

import { setupServer } from 'msw/node';
import { documentHandlers } from './openapi-handlers';

/** The network of every test: each operation of openapi/openapi.yaml answers with its example (tests add overrides). */
export const server = setupServer(...documentHandlers());

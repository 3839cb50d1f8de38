/**
 * Who is calling (set by the guard on every authenticated request), and what an operation asks of the guard: the
 * options a route declares and the hooks that check them.
 */
import type { FastifyRequest } from 'fastify';
import type { Operation as OperationSpec } from '@iot/openapi';
import type { AccessTokenRecord, UserRecord } from '#src/db/types.js';

interface SessionAuth {
  kind: 'session';
  user: UserRecord;
  /** Id of the refresh token the access token was issued with. */
  sessionId: number;
}
interface TokenAuth {
  kind: 'token';
  token: AccessTokenRecord;
  /** The member who created the token. */
  user: UserRecord | null;
}
export type AuthContext = SessionAuth | TokenAuth;

export type Area =
  /** The caller's own things (their favorite flag): every member. */
  | 'self'
  /** Create or rename projects. */
  | 'project'
  /** Delete a project, or move it to another organization. */
  | 'project-admin'
  /** Change devices and factors, reboot, switch. */
  | 'device'
  /** Unbind a device, or move it to another organization. */
  | 'device-admin'
  /** Export tasks (create, delete). */
  | 'data'
  /** Sub-users and the blacklist. */
  | 'user'
  /** Organization name, access tokens, forwarders. */
  | 'settings'
  /** Delete or hand over the organization. */
  | 'owner';

export interface OperationOptions {
  /** The area a change belongs to (required for every non-GET organization-scoped operation). */
  permission?: Area;
  /** Only a signed-in user (not an API access token) may call it. */
  sessionOnly?: boolean;
}

export interface OperationHooks {
  authenticate: (request: FastifyRequest, op: OperationSpec, opts: OperationOptions) => void;
  authorize: (request: FastifyRequest, op: OperationSpec, opts: OperationOptions) => void;
}

import type { AuthContext } from '#src/auth/access.js';
import type { Actor } from '#src/auth/permissions.js';
import type { MembershipRecord, OrganizationRecord } from '#src/db/types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling (set by the auth guard on authenticated operations). */
    auth: AuthContext | null;
    /** The organization of X-Org-Slug (set on organization-scoped operations). */
    org: OrganizationRecord | null;
    /** The caller's role and flags in `org`. */
    actor: Actor | null;
    /** The caller's membership in `org` (null for API tokens). */
    membership: MembershipRecord | null;
    /** Set when the framework refused the request's input (schema validation, malformed JSON). */
    inputRefused: boolean;
  }
  interface FastifyContextConfig {
    /** operationId of the route (routes built from the OpenAPI document). */
    operationId?: string;
  }
}

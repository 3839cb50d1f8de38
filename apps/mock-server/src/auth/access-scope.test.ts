import { describe, expect, it } from 'vitest';
import type { AccessTokenRecord, DeviceRecord, UserRecord } from '#src/db/types.js';
import type { AuthContext } from './access.js';
import { canSeeDevice, limitedToProjects, reachesProject } from './permissions.js';

const user = { id: 1, username: 'demo' } as UserRecord;
const session: AuthContext = { kind: 'session', user, sessionId: 1 };
const token = (all_projects: boolean, projects: string[] = []): AuthContext => ({
  kind: 'token',
  user,
  token: { id: 1, org_id: 7, all_projects, projects } as unknown as AccessTokenRecord,
});
const device = (org_id: number | null, project_id: string | null) =>
  ({ id: 1, org_id, project_id }) as DeviceRecord;

describe('the project scope of API access tokens', () => {
  it('limits only tokens without all_projects', () => {
    expect(limitedToProjects(session)).toBe(false);
    expect(limitedToProjects(token(true))).toBe(false);
    expect(limitedToProjects(token(false, ['P1']))).toBe(true);
    expect(limitedToProjects(null)).toBe(false);
  });

  it('lets a limited token reach its projects only, and never "no project"', () => {
    const t = token(false, ['P1']);
    expect(reachesProject(t, 'P1')).toBe(true);
    expect(reachesProject(t, 'P2')).toBe(false);
    expect(reachesProject(t, null)).toBe(false);
    expect(reachesProject(token(true), null)).toBe(true);
    expect(reachesProject(session, 'P2')).toBe(true);
  });

  it('shows a device only of the organization acted in and within the token scope', () => {
    const t = token(false, ['P1']);
    expect(canSeeDevice(t, 7, device(7, 'P1'))).toBe(true);
    expect(canSeeDevice(t, 7, device(7, 'P2'))).toBe(false);
    expect(canSeeDevice(t, 7, device(7, null))).toBe(false);
    expect(canSeeDevice(session, 7, device(7, null))).toBe(true);
    expect(canSeeDevice(session, 7, device(8, 'P1'))).toBe(false);
    expect(canSeeDevice(session, 7, device(null, null))).toBe(false);
    expect(canSeeDevice(session, undefined, device(7, 'P1'))).toBe(false);
  });
});

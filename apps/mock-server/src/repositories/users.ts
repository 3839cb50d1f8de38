/** Users: who can sign in — their profile, their password, their first sign-in; and a user's removal (control plane). */
import type { UserRecord } from '#src/db/types.js';
import { Index } from './indexes.js';
import type { OrganizationsRepository } from './organizations.js';
import type { ProjectsRepository } from './projects.js';
import type { SessionsRepository } from './sessions.js';
import type { Table } from './table.js';
import type { TokensRepository } from './tokens.js';

export type NewUser = Omit<UserRecord, 'id' | 'created_at'>;
export type ProfileChanges = Partial<Pick<UserRecord, 'nickname' | 'email' | 'cellphone'>>;

/** What else holds a user: removed with them. */
interface UserHolders {
  organizations: OrganizationsRepository;
  projects: ProjectsRepository;
  tokens: TokensRepository;
  sessions: SessionsRepository;
}

export class UsersRepository {
  private readonly index: Index<{ byId: Map<number, UserRecord>; byName: Map<string, UserRecord> }>;

  constructor(
    private readonly users: Table<'users'>,
    private readonly holders: UserHolders,
  ) {
    this.index = new Index(users, () => ({
      byId: new Map(users.rows.map((u) => [u.id, u])),
      byName: new Map(users.rows.map((u) => [u.username.toLowerCase(), u])),
    }));
  }

  byId(id: number): UserRecord | undefined {
    return this.index.value.byId.get(id);
  }

  /** Usernames are compared case-insensitively. */
  byUsername(username: string): UserRecord | undefined {
    return this.index.value.byName.get(username.toLowerCase());
  }

  /** Whether another user than `exceptUserId` has this email address (case-insensitive). */
  emailTaken(email: string, exceptUserId: number): boolean {
    const wanted = email.toLowerCase();
    return this.users.rows.some((u) => u.id !== exceptUserId && u.email?.toLowerCase() === wanted);
  }

  create(fields: NewUser, atMs: number): UserRecord {
    const id = this.users.nextId();
    return this.users.insert({ id, ...fields, created_at: new Date(atMs).toISOString() });
  }

  updateProfile(user: UserRecord, changes: ProfileChanges): void {
    this.users.update(user, changes);
  }

  setPasswordHash(user: UserRecord, passwordHash: string): void {
    this.users.update(user, { password_hash: passwordHash });
  }

  /** The first sign-in activates an account; later ones leave it as it is. */
  markActivated(user: UserRecord, atMs: number): void {
    if (user.activate_time === null)
      this.users.update(user, { activate_time: new Date(atMs).toISOString() });
  }

  /** Removes users with their memberships, blacklist entries, the API tokens they created, favorites and sessions. */
  deleteUsers(ids: ReadonlySet<number>): void {
    if (ids.size === 0) return;
    const { organizations, projects, tokens, sessions } = this.holders;
    organizations.forgetUsers(ids);
    tokens.deleteCreatedBy(ids);
    projects.forgetFavoritesOf(ids);
    sessions.deleteOf(ids);
    this.users.delete((u) => ids.has(u.id));
  }
}

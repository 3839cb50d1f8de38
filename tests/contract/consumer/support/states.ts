/**
 * The provider states the console's interactions are given, one sentence each. Every state creates what it names —
 * fresh users, organizations, projects, devices … of its own — and answers the values the interactions inject
 * (`${orgSlug}`, `${projectId}`, …), so no interaction depends on seed data, on another interaction or on their order.
 * docs/provider-states.md describes each for a backend team (what it must create, the values it returns); the
 * verification fails on a sentence the provider does not know.
 */
const OWNER = 'a user is signed in and owns an organization';
const PROJECT = `${OWNER} with a project`;

export const STATE = {
  /** username, password */
  user: 'a user exists',
  /** wxCode: a wx.login() code the backend accepts for a WeChat user */
  wechatUser: 'a WeChat user exists',
  /** username, password */
  signedIn: 'a user is signed in',
  /** username, password, accessToken: an access token of that user whose expiry has passed */
  expiredToken: 'a user is signed in with an expired access token',
  /**
   * username, password, accessToken, refreshToken, orgSlug; newOrgSlug and newUsername: names nobody has yet (to
   * create); forwarderUrl and mongodbUri: targets the backend accepts where nothing answers
   */
  owner: OWNER,
  /** … orgSlug, memberUsername, userId: another (operator) member of the organization */
  member: `${OWNER} with another member`,
  /** username, password, foreignOrgSlug: an organization of another user the signed-in user is not in */
  foreignOrg: 'a user is signed in and another user owns an organization',
  /** username, password (of the readonly member), orgSlug */
  readonly: 'a readonly member of an organization is signed in',
  /** … orgSlug, projectId */
  project: PROJECT,
  /** … projectId, devicePk, factorId (numeric, reported in the last hour), agriId, switchFactorId, minTimestamp */
  onlineDevice: `${PROJECT} holding an online device`,
  /** the same values, the device offline */
  offlineDevice: `${PROJECT} holding an offline device`,
  /** … the online device's values, otherProjectId (same organization), otherOrgSlug (also owned) */
  elsewhere: `${PROJECT} holding an online device, a second project and a second organization`,
  /** … projectId, bindDeviceId, safeCode of a device bound to no organization */
  unboundDevice: `${PROJECT}, and an unbound device awaits binding`,
  /** … projectId, taskId, expires, signature (of the task's signed download link) */
  completedExport: `${PROJECT} that has a completed export`,
  /** … projectId, taskId */
  failedExport: `${PROJECT} that has a failed export`,
  /** … orgSlug, tokenId */
  usedToken: `${OWNER} with a used API access token`,
  /** … orgSlug */
  postForwarder: `${OWNER} whose POST forwarder is set`,
  /** … orgSlug */
  mongodbForwarder: `${OWNER} whose MongoDB forwarder is set`,
  /** … orgSlug, entryId */
  barredUser: `${OWNER} that has barred a user`,
} as const;

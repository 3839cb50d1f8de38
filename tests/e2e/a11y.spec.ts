import { axeTests } from './axe';
import { DEMO_ORG } from './fixtures';

axeTests([
  { name: 'login', path: '/login/', ready: 'auth:login.submit', signedIn: false },
  { name: 'not found', path: '/no/such/page', ready: 'common:notFound.title', signedIn: false },
  { name: 'projects', path: `/org/${DEMO_ORG}/`, ready: 'projects:list.title' },
  { name: 'profile', path: '/account/profile', ready: 'account:menu.profile' },
  { name: 'password', path: '/account/password', ready: 'account:password.submit' },
]);

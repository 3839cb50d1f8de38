import { axeTests } from './axe';
import { DEMO_ORG } from './fixtures';

axeTests(
  [
    { name: 'all devices', path: `/org/${DEMO_ORG}/devices/`, ready: 'devices:org-devices.title' },
    {
      name: 'settings basic',
      path: `/org/${DEMO_ORG}/settings/basic`,
      ready: 'org-settings:basic.title',
    },
    { name: 'tokens', path: `/org/${DEMO_ORG}/settings/tokens`, ready: 'tokens:create.open' },
    {
      name: 'forwarders',
      path: `/org/${DEMO_ORG}/settings/forwarders`,
      ready: 'forwarders:post.url',
    },
    { name: 'users', path: `/org/${DEMO_ORG}/users/all`, ready: 'users:actions.create' },
    { name: 'blacklist', path: `/org/${DEMO_ORG}/users/blacklist`, ready: 'users:blacklist.add' },
    {
      name: 'organizations',
      path: '/organizations',
      ready: 'org-settings:organizationsPage.title',
    },
  ],
  { networkIdle: true },
);

import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { OrganizationAccess } from '@iot/api-client/model';
import { itemsOf, respond } from './openapi-handlers';

const NO_FLAGS = {
  can_manage_project: false,
  can_manage_device: false,
  can_manage_user: false,
  can_manage_settings: false,
};

/**
 * The organizations list as the document's example has it, the signed-in user a member of each with `access` (no flags
 * unless given): screens as a readonly member or an operator see them.
 */
export function asMember(access: Pick<OrganizationAccess, 'role'> & Partial<OrganizationAccess>) {
  return respond('listOrganizations', {
    transform: (answer) => ({
      ...answer,
      data: itemsOf(answer.data).map((org) => ({
        ...org,
        access_config: { role_display: access.role, ...NO_FLAGS, ...access },
      })),
    }),
  });
}

/**
 * A refused control says `reason` on keyboard focus. Its tooltip's code loads with the first refused control of the
 * page, which is refused before and after (the focus is given again until the tooltip shows).
 */
export async function expectReason(control: () => HTMLElement, reason: string | RegExp) {
  await waitFor(() => {
    act(() => control().focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(reason);
  });
}

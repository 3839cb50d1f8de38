import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSchema, respond } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const org = exampleSchema('Organization');

describe('/organizations (ADR 0126)', () => {
  it("lists the user's organizations with their role and links to each", async () => {
    await renderApp('/organizations', { language: 'en' });
    const link = await screen.findByRole(
      'link',
      { name: new RegExp(org.name) },
      { timeout: 15_000 },
    );
    expect(link).toHaveAttribute('href', `/org/${org.slug}/`);
    expect(within(link).getByText('Owner')).toBeInTheDocument();
  }, 40_000);

  it('offers to create an organization when there is none', async () => {
    server.use(
      respond('listOrganizations', {
        transform: (body) => ({ ...body, data: [] }),
      }),
    );
    const { user } = await renderApp('/organizations', { language: 'en' });
    expect(
      await screen.findByText('You do not belong to any organization yet', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(
      screen.getAllByRole('button', { name: 'Create organization' })[0] as HTMLElement,
    );
    expect(await screen.findByRole('dialog', { name: 'Create organization' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { boardUrl } from './board-url';

describe('board url', () => {
  it('passes org_slug and project_id to the board', () => {
    const url = boardUrl('/monitor-board/', { orgSlug: 'demo-farm', projectId: 'proj_x' }, 'en');
    expect(url).toBe('/monitor-board/?org_slug=demo-farm&project_id=proj_x&lang=en');
    expect(
      boardUrl('https://board.example.org/view', { orgSlug: 'a', projectId: null }, 'zh'),
    ).toBe('https://board.example.org/view?org_slug=a&project_id=&lang=zh');
  });
});

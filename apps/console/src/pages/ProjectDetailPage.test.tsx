import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage, requests } from '../test/pageTest';
import ProjectDetailPage from './ProjectDetailPage';

describe('ProjectDetailPage, an address that names no project', () => {
  it.each(['/projects/abc/', '/projects/-1/', '/projects/0/', '/projects/1.5/'])(
    '%s says "Project not found" at once, without a request',
    async (path) => {
      renderPage(<ProjectDetailPage />, { path, route: '/projects/:id/' });
      expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute(
        'href',
        '/projects/',
      );
      expect(requests.filter((request) => request.includes('/projects/'))).toEqual([]);
    },
  );

  it('an unknown id asks the server and says "Project not found" on its 404', async () => {
    renderPage(<ProjectDetailPage />, { path: '/projects/999999/', route: '/projects/:id/' });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(requests).toContain('GET /projects/999999/');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { devtoolsRoutes } from '@/features/devtools/routes';
import { renderApp } from '../support/render-app';

describe('developer routes', () => {
  it('declare /icon-list and /learn as lazy slide pages open to everyone', () => {
    expect(devtoolsRoutes.map((route) => route.path)).toEqual(['/icon-list', '/learn']);
    for (const route of devtoolsRoutes) {
      expect(route.lazy).toBeTypeOf('function');
      expect(route.handle).toMatchObject({ transition: 'slide' });
      expect(route.handle).not.toHaveProperty('isAuth');
    }
  });

  it('/icon-list opens the icon list in the app', async () => {
    const { router } = await renderApp('/icon-list');
    // The navigation bar carries the page title; the screen below it is the icon list.
    expect(await screen.findByRole('heading', { level: 1, name: 'Icons' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Search icons')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/icon-list');
  }, 20_000);

  it('/learn opens the animation player in the app', async () => {
    const { router } = await renderApp('/learn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Animation player' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Play all in a queue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/learn');
  }, 20_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/shared/session/token-store';
import { openApp } from '../support/app';
import { until } from '../support/waits';
import { renderApp } from '../support/render-app';
import { signIn } from '../support/session';
import { SEED_PASSWORD } from '@mocks/seed/members';

async function logIn(userName: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Password'), password);
  fireEvent.change(screen.getByLabelText('Slide to verify'), { target: { value: '100' } });
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login -> home balance', () => {
  it('a guest sees the login prompt on home', async () => {
    // Waits for the screen itself (home's body is its own chunk, loaded after the route), not for a second of the
    // clock: a busy machine took longer than that to load the route's modules and messages.
    await openApp('/', { namespaces: ['home'] });
    await until(() => expect(screen.getByText('Log in to bet and see your balance')).toBeInTheDocument());
  });

  it('logs in with the seeded member and shows the balance that belongs to them', async () => {
    const { router } = await renderApp('/login');
    await logIn('lotus888', SEED_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toMatch(/.+/);
    expect(await screen.findByTestId('balance')).toHaveTextContent('1,250,000.00 VND');
  });

  it('goes to the redirect target after login', async () => {
    const { router } = await renderApp('/login?redirect=%2Fsports&from=%2F');
    await logIn('lotus888', SEED_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'));
  });

  it('a wrong password keeps the player on the form with what they typed', async () => {
    const { router } = await renderApp('/login');
    await logIn('lotus888', 'Wrong12345');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Username')).toHaveValue('lotus888');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong12345');
    expect(getToken()).toBeNull();
  });

  it('shows translated validation messages and sends nothing for bad input', async () => {
    await renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Usernames have 6 to 20 letters or digits')).toBeInTheDocument();
    expect(screen.getByText('Passwords have 8 to 20 characters with letters and digits')).toBeInTheDocument();
    expect(screen.getByText('Please complete the verification')).toBeInTheDocument();
  });
});

describe('sports list', () => {
  it('lists live matches from the provider', async () => {
    await renderApp('/sports');
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article').length).toBeGreaterThan(0));
  });

  it('logged-in routes: /login sends a logged-in player home', async () => {
    signIn('lotus888');
    const { router } = await renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('an unknown path goes home', async () => {
    const { router } = await renderApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

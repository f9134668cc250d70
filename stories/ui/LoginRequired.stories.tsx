import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { LoginRequired } from '@/shared/ui/login-required/LoginRequired';

const meta = preview.meta({
  title: 'UI/LoginRequired',
  component: LoginRequired,
  args: {
    message: 'Log in to see your withdrawal accounts',
    actionLabel: 'Log in',
    loginPathFor: (returnTo: string) => `/login?redirect=${encodeURIComponent(returnTo)}`,
  },
  parameters: { route: { url: '/bankcard?tab=crypto', path: '/bankcard' } },
});

export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Log in to see your withdrawal accounts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    // The login brings the guest back to this very screen, query included.
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(
      '/login?redirect=%2Fbankcard%3Ftab%3Dcrypto',
    );
  },
});

import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { RegisterNameScreen } from '@/features/auth/screens/RegisterNameScreen';
import { getToken } from '@/shared/session/token-store';
import { scenario } from '../../support/mock-backend';
import { text } from '../../support/text';
import type { Canvas } from '../../support/play';
import { passwordOf, slide } from './auth-story';
import { SEED_PASSWORD } from '@mocks/seed/members';

const field = (canvas: Canvas, key: string) => canvas.getByLabelText(text(key));

const meta = preview.meta({
  title: 'Screens/Auth/RegisterNameScreen',
  component: RegisterNameScreen,
  parameters: { route: { path: '/registerName' } },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('auth:registerName.title') })).toBeVisible();
    await expect(field(canvas, 'auth:login.username')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: text('auth:links.registerByMobile') })).toHaveAttribute('href', '/register?method=mobile');
  },
});

/** The repeated password must match. */
export const PasswordsDiffer = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas, 'auth:login.username'), 'newlotus05');
    await userEvent.type(field(canvas, 'auth:login.password'), SEED_PASSWORD);
    await userEvent.type(field(canvas, 'auth:form.confirmPassword'), 'Lotus2062');
    await slide(canvas);
    await userEvent.click(canvas.getByRole('button', { name: text('auth:register.submit') }));
    await expect(field(canvas, 'auth:form.confirmPassword')).toHaveAccessibleDescription(text('auth:form.confirmMismatch'));
    await expect(field(canvas, 'auth:login.username')).not.toHaveAttribute('aria-invalid');
  },
});

/** The new member can log in with the chosen password and lands where the (closed) gift pack says: home. */
export const Success = meta.story({
  parameters: { msw: { handlers: scenario('gift-pack-closed') } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas, 'auth:login.username'), 'newlotus05');
    await userEvent.type(field(canvas, 'auth:login.password'), SEED_PASSWORD);
    await userEvent.type(field(canvas, 'auth:form.confirmPassword'), SEED_PASSWORD);
    await slide(canvas);
    await userEvent.click(canvas.getByRole('button', { name: text('auth:register.submit') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/$/);
    await expect(await passwordOf('newlotus05')).toBe(SEED_PASSWORD);
    await expect(getToken()).toMatch(/^tk_/);
  },
});

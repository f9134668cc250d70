import preview from '../../../.storybook/preview';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ShellOverlays } from '@/app/shell/overlays/ShellOverlays';
import { closeDeviceVerification, requestDeviceVerification } from '@/shared/session/device-verification';
import { getSendSmsUrl } from '@/shared/api/generated/main/auth/auth';
import { getToken } from '@/shared/session/token-store';
import { hideToast } from '@/shared/ui/toast/toast';
import { text } from '../../support/text';
import { loadShellMessages, OVERLAY_WAIT } from './shell-story';

type Canvas = ReturnType<typeof within>;
type Scope = ReturnType<typeof within>;

/** The shell overlays on the login page after a login that answered loginState 1 or 2. */
function VerificationHarness() {
  return <ShellOverlays />;
}

const popup = async (canvas: Canvas, titleKey = 'overlays:verification.titleDevice'): Promise<Scope> =>
  within(await canvas.findByRole('dialog', { name: text(titleKey) }, OVERLAY_WAIT));
const phone = (scope: Scope) => scope.findByLabelText(text('overlays:verification.phone'));
const code = (scope: Scope) => scope.getByLabelText(text('overlays:verification.code'));
const confirm = (scope: Scope) => scope.getByRole('button', { name: text('overlays:verification.confirm') });
const sendCode = (scope: Scope) => scope.getByRole('button', { name: text('form:countdown.send') });

const meta = preview.meta({
  title: 'Screens/Shell/DeviceVerificationPopup',
  component: VerificationHarness,
  parameters: { route: { path: '/login', url: `/login?redirect=${encodeURIComponent('/sports')}` } },
  loaders: [loadShellMessages],
  beforeEach: () => {
    requestDeviceVerification({ userName: 'lotus888', loginState: 1 });
    return () => {
      closeDeviceVerification();
      hideToast();
    };
  },
});

/** Nothing typed: sending a code and confirming are both disabled. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    const scope = await popup(canvas);
    await expect(await phone(scope)).toHaveValue('');
    await expect(sendCode(scope)).toBeDisabled();
    await expect(confirm(scope)).toBeDisabled();
    const intro = scope.getByText(text('overlays:verification.intro', { userName: 'lotus888' }));
    await waitFor(() => expect(intro).toBeVisible());
  },
});

/** A phone under 6 digits and a code under 4 digits: both explain themselves and confirm stays disabled. */
export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    const scope = await popup(canvas);
    await userEvent.type(await phone(scope), '12a345');
    await expect(await phone(scope)).toHaveValue('12345');
    await userEvent.type(code(scope), '12');
    await userEvent.tab();
    await expect(await scope.findByText(text('overlays:verification.phoneRule'))).toBeVisible();
    await expect(await scope.findByText(text('common:Lletter.Llettertip14'))).toBeVisible();
    await expect(sendCode(scope)).toBeDisabled();
    await expect(confirm(scope)).toBeDisabled();
  },
});

/** Phone 6-11 digits and code 4-6 digits: confirm is enabled; digits past the maximum are dropped. */
export const Valid = meta.story({
  play: async ({ canvas, userEvent }) => {
    const scope = await popup(canvas);
    await userEvent.type(await phone(scope), '912345678');
    await userEvent.type(code(scope), '1234567');
    await expect(code(scope)).toHaveValue('123456');
    await expect(confirm(scope)).toBeEnabled();
    await expect(sendCode(scope)).toBeEnabled();
  },
});

/** Sending the code asks for actionType 2 and starts the 60 s countdown; a wrong code is Lletter.Llettertip14. */
export const WrongCode = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const sent: unknown[] = [];
    msw.use(
      http.post(`*${getSendSmsUrl()}`, async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
    const scope = await popup(canvas);
    await userEvent.type(await phone(scope), '912345678');
    await userEvent.click(sendCode(scope));
    await expect(await scope.findByRole('button', { name: text('form:countdown.resendIn', { seconds: 60 }) })).toBeDisabled();
    await expect(sent).toEqual([{ actionType: 2, mobileArea: '84', mobile: '912345678', userName: 'lotus888' }]);
    await userEvent.type(code(scope), '654321');
    await userEvent.click(confirm(scope));
    await expect(await scope.findByText(text('common:Lletter.Llettertip14'))).toBeVisible();
    await expect(code(scope)).toHaveAttribute('aria-invalid', 'true');
    await expect(getToken()).toBeNull();
  },
});

/** The right code logs the member in: the session is stored, the popup closes and the login's redirect opens. */
export const Success = meta.story({
  play: async ({ canvas, userEvent }) => {
    const scope = await popup(canvas);
    await userEvent.type(await phone(scope), '912345678');
    await userEvent.click(sendCode(scope));
    await scope.findByRole('button', { name: text('form:countdown.resendIn', { seconds: 60 }) });
    await userEvent.type(code(scope), '123456');
    await userEvent.click(confirm(scope));
    await expect(await canvas.findByTestId('router-location', undefined, OVERLAY_WAIT)).toHaveTextContent(/^\/sports$/);
    await expect(getToken()).toMatch(/^tk_/);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

/** loginState 2: the popup says the sign-in location changed. */
export const IpChanged = meta.story({
  beforeEach: () => {
    requestDeviceVerification({ userName: 'lotus888', loginState: 2, mobile: '912345678' });
  },
  play: async ({ canvas }) => {
    const scope = await popup(canvas, 'overlays:verification.titleIp');
    await expect(await phone(scope)).toHaveValue('912345678');
    await expect(sendCode(scope)).toBeEnabled();
  },
});

/** The dark theme with both field errors showing. */
export const DarkTheme = meta.story({
  ...Invalid.input,
  globals: { theme: 'dark' },
});

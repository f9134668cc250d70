import preview from '../../../.storybook/preview';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { CALLBACK_SUCCESS, CALLBACK_SUCCESS_MSG } from '@mocks/handlers/customer-service';
import { ShellOverlays } from '@/app/shell/overlays/ShellOverlays';
import { closeShellOverlay, openCallbackDialog } from '@/shared/overlays/shell-overlays';
import { getGetCallbackHotlineUrl, getSubmitCallbackRequestUrl } from '@/shared/api/generated/main/customer-service/customer-service';
import { hideToast } from '@/shared/ui/toast/toast';
import { text } from '../../support/text';
import { recordBodies, stopRecording } from '../../../tests/support/requests';
import { expectToast, recordToasts } from '../../../tests/support/toasts';
import { loadShellMessages, OVERLAY_WAIT } from './shell-story';
import { signIn } from '../../../tests/support/session';

type Canvas = ReturnType<typeof within>;

/** The shell overlays with the callback dialog opened (as the channel selector's callback option opens it). */
function CallbackHarness() {
  return <ShellOverlays />;
}

const dialog = async (canvas: Canvas) => {
  const found = await canvas.findByRole('dialog', { name: text('overlays:callback.title') }, OVERLAY_WAIT);
  return within(found);
};
const phoneField = (form: Awaited<ReturnType<typeof dialog>>) => form.findByLabelText(text('overlays:callback.phone'));
let toasts: ReturnType<typeof recordToasts> | undefined;

/** The success toast: shown with this message for 2 s (recorded, so a busy machine cannot miss it). */
const toast = async (message: string) => {
  await expectToast(toasts!, { message, type: 'success', durationMs: 2000 }, OVERLAY_WAIT.timeout);
};
const submitButton = (form: Awaited<ReturnType<typeof dialog>>) => form.getByRole('button', { name: text('overlays:callback.submit') });

const meta = preview.meta({
  title: 'Screens/Shell/CallbackDialog',
  component: CallbackHarness,
  parameters: { route: { path: '/help' } },
  loaders: [loadShellMessages],
  beforeEach: () => {
    signIn('lotus888');
    openCallbackDialog();
    toasts = recordToasts();
    return () => {
      toasts?.stop();
      stopRecording();
      closeShellOverlay();
      hideToast();
    };
  },
});

/** Other areas (+84 outside Chinese): the bound mobile is offered; submit sends the request and shows the server msg. */
export const OtherAreaSuccess = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const bodies = recordBodies(msw, getSubmitCallbackRequestUrl());
    const form = await dialog(canvas);
    await expect(await phoneField(form)).toHaveValue('912345678');
    await expect(form.getByText('+84')).toBeVisible();
    await userEvent.type(form.getByLabelText(text('overlays:callback.remark')), 'Hỗ trợ rút tiền');
    await userEvent.click(submitButton(form));
    await toast(CALLBACK_SUCCESS_MSG);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bodies).toEqual([
      { tenantId: 1, userName: 'lotus888', realName: 'Nguyen Van An', vipLevel: 2, remark: 'Hỗ trợ rút tiền', mobile: '912345678', mobileArea: '84' },
    ]);
  },
});

/** Other areas accept 6 to 11 digits; fewer is Lletter.Llettertip13 and nothing is sent. */
export const OtherAreaInvalid = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const bodies = recordBodies(msw, getSubmitCallbackRequestUrl());
    const form = await dialog(canvas);
    const phone = await phoneField(form);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12-34a5');
    await expect(phone).toHaveValue('12345');
    await userEvent.click(submitButton(form));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('common:Lletter.Llettertip13'));
    await expect(bodies).toEqual([]);
  },
});

/** An empty phone asks for a number. */
export const EmptyPhone = meta.story({
  play: async ({ canvas, userEvent }) => {
    const form = await dialog(canvas);
    await userEvent.clear(await phoneField(form));
    await userEvent.click(submitButton(form));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('overlays:callback.enterNumber'));
  },
});

/** In Chinese the area is +86: 1, a digit 3-9 and 9 digits pass; input keeps digits only, at most 11. */
export const ChineseAreaValid = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, userEvent, msw }) => {
    const bodies = recordBodies(msw, getSubmitCallbackRequestUrl());
    const form = await dialog(canvas);
    const phone = await phoneField(form);
    await expect(form.getByText('+86')).toBeVisible();
    await expect(phone).toHaveValue('');
    await userEvent.type(phone, '139 1234 5678 99');
    await expect(phone).toHaveValue('13912345678');
    await userEvent.click(submitButton(form));
    // The server confirms in the request's language: Chinese here.
    await toast(CALLBACK_SUCCESS.zh);
    await expect(bodies).toMatchObject([{ mobile: '13912345678', mobileArea: '86' }]);
  },
});

/** +86 with a second digit below 3 is Lletter.Llettertip13. */
export const ChineseAreaInvalid = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, userEvent }) => {
    const form = await dialog(canvas);
    await userEvent.type(await phoneField(form), '12912345678');
    await userEvent.click(submitButton(form));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('common:Lletter.Llettertip13'));
    await expect(canvas.getByRole('dialog', { name: text('overlays:callback.title') })).toBeInTheDocument();
  },
});

/** The server confirms without a message: Mletter.SuccessfulSubmit shows instead. */
export const FallbackSuccessText = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    msw.use(http.post(`*${getSubmitCallbackRequestUrl()}`, () => HttpResponse.json({ code: 200, msg: '', data: null })));
    const form = await dialog(canvas);
    await phoneField(form);
    await userEvent.click(submitButton(form));
    await toast(text('common:Mletter.SuccessfulSubmit'));
  },
});

/** A second tap while the first request is on its way sends nothing more. */
export const SubmitsOnce = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    let calls = 0;
    msw.use(
      http.post(`*${getSubmitCallbackRequestUrl()}`, async () => {
        calls += 1;
        await delay(800);
        return HttpResponse.json({ code: 200, msg: CALLBACK_SUCCESS_MSG, data: null });
      }),
    );
    const form = await dialog(canvas);
    await phoneField(form);
    const submit = submitButton(form);
    await userEvent.click(submit);
    await userEvent.click(submit);
    await userEvent.click(submit);
    await toast(CALLBACK_SUCCESS_MSG);
    await expect(calls).toBe(1);
  },
});

/** A member without a bound mobile goes to /cellIphone first. */
export const UnboundMobile = meta.story({
  beforeEach: () => {
    signIn('nomobile01');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('router-location', undefined, OVERLAY_WAIT)).toHaveTextContent(/^\/cellIphone$/);
  },
});

/** The hotlines of the member's VIP level (dailFont) can be dialled instead of waiting for the call. */
export const Hotlines = meta.story({
  play: async ({ canvas }) => {
    const form = await dialog(canvas);
    const hotline = await form.findByRole('link', { name: text('overlays:callback.hotline', { label: 'Tổng đài VIP', number: '+84 2873001234' }) }, OVERLAY_WAIT);
    await expect(hotline).toHaveAttribute('href', 'tel:+842873001234');
    await expect(form.getByText(text('overlays:callback.hotlines'))).toBeVisible();
  },
});

/** VIP 0 has no hotline: the dialog offers the callback form alone. */
export const NoHotline = meta.story({
  parameters: { msw: { handlers: [http.post(`*${getGetCallbackHotlineUrl()}`, () => HttpResponse.json({ code: 1005000014, msg: 'Chưa có đường dây nóng cho cấp VIP của bạn', data: null }))] } },
  play: async ({ canvas }) => {
    const form = await dialog(canvas);
    const phone = await phoneField(form);
    // The dialog fades in from opacity 0.
    await waitFor(() => expect(phone).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(form.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});

/** The dark theme with the error toast up. */
export const DarkTheme = meta.story({
  ...OtherAreaInvalid.input,
  globals: { theme: 'dark' },
});

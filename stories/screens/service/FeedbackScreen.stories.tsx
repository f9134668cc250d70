import preview from '../../../.storybook/preview';
import type { Canvas, UserEvent } from '../../support/play';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { FeedbackScreen } from '@/features/service/screens/FeedbackScreen';
import { clearToken } from '@/shared/session/token-store';
import { getSaveAdviceUrl } from '@/shared/api/generated/main/advice/advice';
import { getUploadFundImageUrl } from '@/shared/api/generated/main/deposit/deposit';
import { hideToast } from '@/shared/ui/toast/toast';
import { labelledField, namedButton } from '../../support/finders';
import { networkDown, scenario } from '../../support/mock-backend';
import { text } from '../../support/text';
import { recordToasts } from '../../../tests/support/toasts';
import { loadServiceMessages } from './service-story';
import { signIn } from '../../../tests/support/session';

const CONTENT = 'Trang nạp tiền tải rất chậm vào buổi tối.';
const png = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const picker = labelledField('service:feedback.addImage');

async function fill(canvas: Canvas, userEvent: UserEvent, content = CONTENT) {
  await userEvent.click(await canvas.findByRole('radio', { name: text('service:feedback.type.2') }));
  await userEvent.type(canvas.getByLabelText(text('service:feedback.contentLabel')), content);
}

const submit = namedButton('service:feedback.send');

let toasts: ReturnType<typeof recordToasts> | undefined;

const meta = preview.meta({
  title: 'Screens/Service/FeedbackScreen',
  component: FeedbackScreen,
  parameters: { route: { path: '/feedback' } },
  loaders: [loadServiceMessages],
  beforeEach: () => {
    signIn('lotus888');
    toasts = recordToasts();
    return () => {
      toasts?.stop();
      hideToast();
    };
  },
});

/** The empty form, with the entry to the member's feedback marked while a reply waits unread. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    const mine = await canvas.findByRole('link', { name: new RegExp(text('service:feedback.mine')) });
    await waitFor(() => expect(mine).toHaveAccessibleName(new RegExp(text('service:feedback.unreadReply'))));
    await expect(canvas.getByRole('radiogroup', { name: text('service:feedback.typeLabel') })).toBeVisible();
    await expect(canvas.getByLabelText(text('service:feedback.contentLabel'))).toHaveValue('');
    await expect(canvas.getByText(text('service:feedback.counter', { n: 0, max: 500 }))).toBeVisible();
    await expect(submit(canvas)).toBeEnabled();
  },
});

/** Sending nothing: the category and the text each say what is missing, next to them; nothing is sent. */
export const Required = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('service:feedback.send') }));
    await expect(await canvas.findByText(text('service:feedback.typeRequired'))).toBeVisible();
    const content = canvas.getByLabelText(text('service:feedback.contentLabel'));
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expect(content).toHaveAccessibleDescription(new RegExp(text('service:feedback.contentError.empty')));
  },
});

/** Fewer than 10 characters: the rule shows under the text, which stays as typed. */
export const TooShort = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, '  Chậm quá ');
    await userEvent.click(submit(canvas));
    const content = canvas.getByLabelText(text('service:feedback.contentLabel'));
    await expect(content).toHaveAccessibleDescription(new RegExp(text('service:feedback.contentError.short', { min: 10 })));
    await expect(content).toHaveValue('  Chậm quá ');
  },
});

/** A GIF and a 6 MB picture are left out with their reasons; a PNG is kept with a preview that can be removed. */
export const ImageRules = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('radiogroup');
    fireEvent.change(picker(canvas), { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), png('big.png', 6 * 1024 * 1024), png('ok.png')] } });
    const error = await canvas.findByText(new RegExp(text('service:feedback.imageError.type')));
    await expect(error).toHaveTextContent(text('service:feedback.imageError.size'));
    await expect(picker(canvas)).toHaveAccessibleDescription(new RegExp(text('service:feedback.imageError.type')));
    await expect(canvas.getByRole('img', { name: text('service:feedback.imageAlt', { number: 1 }) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('service:feedback.removeImage', { number: 1 }) }));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
});

/** Three images fill the picker; a fourth is refused with the count rule. */
export const ThreeImagesAtMost = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup');
    fireEvent.change(picker(canvas), { target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] } });
    await expect(await canvas.findByText(text('service:feedback.imageError.count', { max: 3 }))).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.queryByLabelText(text('service:feedback.addImage'))).not.toBeInTheDocument();
  },
});

/** Success: the image is uploaded first, the feedback carries its address, and the list opens. */
export const SendsWithImage = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    const bodies: unknown[] = [];
    msw.use(
      http.post(`*${getSaveAdviceUrl()}`, async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    await fill(canvas, userEvent);
    await userEvent.upload(picker(canvas), png('slow.png'));
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/settingfeedback$/);
    await expect(bodies).toEqual([{ adviceType: 2, content: CONTENT, images: [expect.stringMatching(/^https:\/\/cdn\.lotus\.example\/upload\/fb\/\d{8}\/[0-9a-f]{12}\.png$/)] }]);
    await waitFor(() => expect(toasts?.shown).toContainEqual({ message: text('service:feedback.sent'), type: 'success', durationMs: 2000 }));
  },
});

/** Taps while the feedback is on its way send it once. */
export const SendsOnce = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    let calls = 0;
    msw.use(
      http.post(`*${getSaveAdviceUrl()}`, async () => {
        calls += 1;
        await delay(600);
        return HttpResponse.json({ code: 200, msg: 'success', data: null });
      }),
    );
    await fill(canvas, userEvent);
    await userEvent.click(submit(canvas));
    await userEvent.click(canvas.getByRole('button', { name: text('service:feedback.sending') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/settingfeedback$/);
    await expect(calls).toBe(1);
  },
});

/** The server refuses (daily limit): its message is toasted and everything typed stays. */
export const ServerRefuses = meta.story({
  play: async ({ canvas, userEvent, msw }) => {
    msw.use(http.post(`*${getSaveAdviceUrl()}`, () => HttpResponse.json({ code: 1005000041, msg: 'Bạn đã gửi quá nhiều góp ý hôm nay', data: null })));
    await fill(canvas, userEvent);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Bạn đã gửi quá nhiều góp ý hôm nay');
    await expect(canvas.getByLabelText(text('service:feedback.contentLabel'))).toHaveValue(CONTENT);
    await expect(canvas.getByRole('radio', { name: text('service:feedback.type.2') })).toBeChecked();
  },
});

/** No connection: said next to the button; the draft and its image stay for another try. */
export const NetworkError = meta.story({
  parameters: { msw: { handlers: networkDown(getUploadFundImageUrl()) } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.upload(picker(canvas), png('a.png'));
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('common:common.networkError'))).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByLabelText(text('service:feedback.contentLabel'))).toHaveValue(CONTENT);
  },
});

/** A member with no unread reply: no mark on the entry. */
export const NoUnreadReply = meta.story({
  parameters: { msw: { handlers: scenario('feedback-empty') } },
  play: async ({ canvas }) => {
    const mine = await canvas.findByRole('link', { name: new RegExp(text('service:feedback.mine')) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(mine).not.toHaveAccessibleName(new RegExp(text('service:feedback.unreadReply')));
  },
});

/** A guest is asked to log in first and comes back here. */
export const Guest = meta.story({
  beforeEach: () => {
    clearToken();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(text('service:feedback.guest'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('service:feedback.login') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/login?redirect=/feedback&from=/feedback');
  },
});

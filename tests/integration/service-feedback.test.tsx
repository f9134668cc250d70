import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { getSaveAdviceUrl } from '@/shared/api/generated/main/advice/advice';
import { getUploadFundImageUrl } from '@/shared/api/generated/main/deposit/deposit';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW, t } from '../support/app';
import { countRequests, recordBodies, stopRecording } from '../support/requests';

const SAVE = getSaveAdviceUrl();
const UPLOAD = getUploadFundImageUrl();
const CONTENT = 'The live page freezes when a match starts.';

const start = (path: string) => openApp(path, { as: 'lotus888', namespaces: ['service'] });

beforeEach(() => {
  // jsdom has no object URLs; the previews only need an address.
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${(next += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  stopRecording();
  hideToast();
  vi.restoreAllMocks();
});

const png = (name: string) => new File([new Uint8Array(4096)], name, { type: 'image/png' });

describe('feedback', { timeout: 30_000 }, () => {
  it('checks the rules, uploads the image, sends the feedback with its address once, and lists it first', async () => {
    const saved = recordBodies(server, SAVE);
    const uploads = countRequests(server, UPLOAD);
    const user = userEvent.setup();
    const { router } = await start('/feedback');

    const content = await screen.findByLabelText(t('service:feedback.contentLabel'), undefined, SLOW);
    await user.type(content, 'Too slow');
    await user.click(screen.getByRole('button', { name: t('service:feedback.send') }));
    expect(await screen.findByText(t('service:feedback.typeRequired'))).toBeInTheDocument();
    expect(content).toHaveAccessibleDescription(new RegExp(t('service:feedback.contentError.short', { min: 10 })));
    expect(uploads()).toBe(0);

    await user.click(screen.getByRole('radio', { name: t('service:feedback.type.2') }));
    await user.clear(content);
    await user.type(content, CONTENT);
    await user.upload(screen.getByLabelText(t('service:feedback.addImage')), png('freeze.png'));
    expect(screen.getByRole('img', { name: t('service:feedback.imageAlt', { number: 1 }) })).toHaveAttribute('src', 'blob:preview-1');
    const send = screen.getByRole('button', { name: t('service:feedback.send') });
    await user.click(send);
    await user.click(send);

    await waitFor(() => expect(router.state.location.pathname).toBe('/settingfeedback'), SLOW);
    expect(uploads()).toBe(1);
    expect(saved).toEqual([{ adviceType: 2, content: CONTENT, images: [expect.stringMatching(/^https:\/\/cdn\.lotus\.example\/upload\/fb\/\d{8}\/[0-9a-f]{12}\.png$/)] }]);
    const list = within(await screen.findByRole('list', { name: t('service:list.label') }, SLOW));
    const first = list.getAllByRole('link')[0];
    expect(first).toHaveTextContent(CONTENT);
    expect(first).toHaveTextContent(t('service:list.awaiting'));
  });

  it('keeps the draft and its image when the connection fails, and sends them on the next try', async () => {
    server.use(http.post(`*${UPLOAD}`, () => HttpResponse.error()));
    const user = userEvent.setup();
    const { router } = await start('/feedback');
    await user.click(await screen.findByRole('radio', { name: t('service:feedback.type.1') }, SLOW));
    await user.type(screen.getByLabelText(t('service:feedback.contentLabel')), CONTENT);
    await user.upload(screen.getByLabelText(t('service:feedback.addImage')), png('a.png'));
    await user.click(screen.getByRole('button', { name: t('service:feedback.send') }));
    expect(await screen.findByText(t('common:common.networkError'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('service:feedback.contentLabel'))).toHaveValue(CONTENT);
    expect(screen.getAllByRole('img')).toHaveLength(1);

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: t('service:feedback.send') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settingfeedback'), SLOW);
  });

  it('opens a thread with an unread reply, which marks it read in the list', async () => {
    const user = userEvent.setup();
    await start('/settingfeedback');
    const list = within(await screen.findByRole('list', { name: t('service:list.label') }, SLOW));
    const replied = list.getAllByRole('link')[0] as HTMLElement;
    expect(replied).toHaveTextContent(t('service:list.newReply'));
    await user.click(replied);
    expect(await screen.findByText(t('service:thread.from'), undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Cảm ơn góp ý của bạn. Chúng tôi đã nâng cấp máy chủ thanh toán.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('layout:navBar.back') }));
    const again = within(await screen.findByRole('list', { name: t('service:list.label') }, SLOW));
    await waitFor(() => expect(again.getAllByRole('link')[0]).not.toHaveTextContent(t('service:list.newReply')));
  });

  it('a server refusal keeps everything typed', async () => {
    server.use(
      http.post(`*${SAVE}`, async () => {
        await delay(50);
        return HttpResponse.json({ code: 1005000041, msg: 'Bạn đã gửi quá nhiều góp ý hôm nay', data: null });
      }),
    );
    const user = userEvent.setup();
    const { router } = await start('/feedback');
    await user.click(await screen.findByRole('radio', { name: t('service:feedback.type.4') }, SLOW));
    await user.type(screen.getByLabelText(t('service:feedback.contentLabel')), CONTENT);
    await user.click(screen.getByRole('button', { name: t('service:feedback.send') }));
    expect(await screen.findByText('Bạn đã gửi quá nhiều góp ý hôm nay', undefined, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feedback');
    expect(screen.getByLabelText(t('service:feedback.contentLabel'))).toHaveValue(CONTENT);
  });
});

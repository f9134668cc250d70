import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CALLBACK_SUCCESS } from '@mocks/handlers/customer-service';
import { server } from '@mocks/node';
import { closeShellOverlay } from '@/shared/overlays/shell-overlays';
import { getSubmitCallbackRequestUrl } from '@/shared/api/generated/main/customer-service/customer-service';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW, t } from '../support/app';
import { recordBodies, stopRecording } from '../support/requests';
import { expectToast, recordToasts, stopToastRecorders } from '../support/toasts';

const ADD_PATH = getSubmitCallbackRequestUrl();

/** From a page with the navigation bar: headset -> channel selector -> callback option -> the dialog. */
async function openCallback(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: t('overlays:navBar.customerService') }, SLOW));
  const sheet = within(await screen.findByRole('dialog', { name: t('overlays:channels.title') }, SLOW));
  await user.click(await sheet.findByRole('button', { name: new RegExp(t('overlays:channels.callback')) }, SLOW));
  return within(await screen.findByRole('dialog', { name: t('overlays:callback.title') }, SLOW));
}

afterEach(() => {
  stopToastRecorders();
  stopRecording();
  closeShellOverlay();
  hideToast();
});

describe('callback dialog', { timeout: 30_000 }, () => {
  it('sends the member, the phone and the remark once, then shows the server message for 2 s', async () => {
    const bodies = recordBodies(server, ADD_PATH);
    const toasts = recordToasts();
    await openApp('/help', { as: 'lotus888' });
    const user = userEvent.setup();
    const dialog = await openCallback(user);

    const phone = await dialog.findByLabelText(t('overlays:callback.phone'));
    expect(phone).toHaveValue('912345678');
    await user.clear(phone);
    await user.type(phone, '(091) 234-5678 999');
    expect(phone).toHaveValue('09123456789');
    await user.type(dialog.getByLabelText(t('overlays:callback.remark')), '  Please call after 6pm  ');
    await user.click(dialog.getByRole('button', { name: t('overlays:callback.submit') }));

    await expectToast(toasts, { message: 'Request sent: an agent will call you back soon', type: 'success', durationMs: 2000 });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      tenantId: 1,
      userName: 'lotus888',
      realName: 'Nguyen Van An',
      vipLevel: 2,
      remark: 'Please call after 6pm',
      mobile: '09123456789',
      mobileArea: '84',
    });
    expect(screen.queryByRole('dialog', { name: t('overlays:callback.title') })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(CALLBACK_SUCCESS.en)).not.toBeInTheDocument(), { timeout: 3500 });
  });

  it('a double tap while the request is on its way sends one request', async () => {
    const toasts = recordToasts();
    let calls = 0;
    server.use(
      http.post(`*${ADD_PATH}`, async () => {
        calls += 1;
        await delay(300);
        return HttpResponse.json({ code: 200, msg: '', data: null });
      }),
    );
    await openApp('/help', { as: 'lotus888' });
    const user = userEvent.setup();
    const dialog = await openCallback(user);
    await dialog.findByLabelText(t('overlays:callback.phone'));
    const submit = dialog.getByRole('button', { name: t('overlays:callback.submit') });
    await user.dblClick(submit);
    await user.click(submit);
    // An empty msg falls back to Mletter.SuccessfulSubmit.
    await expectToast(toasts, { message: t('common:Mletter.SuccessfulSubmit'), type: 'success', durationMs: 2000 });
    expect(calls).toBe(1);
  });

  it('+86 (Chinese) refuses a number outside 1[3-9] + 9 digits with Lletter.Llettertip13 and sends nothing', async () => {
    const bodies = recordBodies(server, ADD_PATH);
    await openApp('/help', { as: 'lotus888', language: 'zh-cn' });
    const user = userEvent.setup();
    const dialog = await openCallback(user);
    const phone = await dialog.findByLabelText(t('overlays:callback.phone'));
    expect(phone).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: t('overlays:callback.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('overlays:callback.enterNumber'));
    await user.type(phone, '12812345678');
    await user.click(dialog.getByRole('button', { name: t('overlays:callback.submit') }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t('common:Lletter.Llettertip13')));
    expect(bodies).toEqual([]);
  });

  it('a member without a bound mobile is sent to /cellIphone', async () => {
    const { router } = await openApp('/help', { as: 'nomobile01' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('overlays:navBar.customerService') }, SLOW));
    const sheet = within(await screen.findByRole('dialog', { name: t('overlays:channels.title') }, SLOW));
    await user.click(await sheet.findByRole('button', { name: new RegExp(t('overlays:channels.callback')) }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cellIphone'), SLOW);
  });
});

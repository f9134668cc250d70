import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { AddressViewScreen } from '@/features/account/addresses/screens/AddressViewScreen';
import { getGetDeliveryAddressesUrl } from '@/shared/api/generated/main/member/member';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { screenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { addressesOf } from '../member-data-story';

const meta = preview.meta({
  title: 'Screens/Account/Addresses/AddressViewScreen',
  component: AddressViewScreen,
  ...screenAt('/addressView', 'lotus888'),
});

const SECOND = { name: 'Tran Thi Mai', detail: '45 Lê Lợi, phòng 802' };

/** lotus888's two addresses, the default first, phones masked. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: text('addresses:listLabel') }));
    const items = list.getAllByRole('article');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Nguyen Van An', 'Tran Thi Mai']);
    await expect(within(items[0]!).getByText(text('account:shared.default'))).toBeVisible();
    await expect(within(items[0]!).getByText('+84 912**5678')).toBeVisible();
    await expect(within(items[0]!).getByText('Hà Nội · Ba Đình')).toBeVisible();
    await expect(within(items[0]!).queryByRole('button', { name: new RegExp(text('addresses:setDefault')) })).not.toBeInTheDocument();
    await expect(within(items[1]!).getByRole('link', { name: text('addresses:editOf', SECOND) })).toHaveAttribute('href', '/addressChild?id=8002');
    await expect(canvas.getByRole('link', { name: text('addresses:add') })).toHaveAttribute('href', '/addressChild');
  },
});

/** No address yet: the empty state leads to the form. */
export const Empty = meta.story({
  beforeEach: signedIn('nomobile01'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('addresses:empty'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('addresses:add') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/addressChild$/);
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetDeliveryAddressesUrl()), play: showsLoading('common:common.loading') });

export const LoadError = meta.story({
  parameters: downFor(getGetDeliveryAddressesUrl()),
  play: retryAfterFailure('common:common.loadFailed', async (canvas) =>
    expect(await canvas.findByRole('heading', { name: 'Tran Thi Mai' })).toBeVisible(),
  ),
});

/** "Make default" moves the default tag to that address. */
export const MakeDefault = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('addresses:setDefaultOf', SECOND) }));
    await waitFor(async () => expect((await addressesOf('lotus888')).find((entry) => entry.id === 8002)?.isDefault).toBe(true));
    const first = await waitFor(() => {
      const [top] = canvas.getAllByRole('article');
      expect(within(top!).getByRole('heading')).toHaveTextContent('Tran Thi Mai');
      return top!;
    });
    await expect(within(first).getByText(text('account:shared.default'))).toBeVisible();
  },
});

/** Deleting asks first; confirmed, the address is gone. */
export const Delete = meta.story({
  play: async ({ canvas, userEvent }) => {
    const label = `${SECOND.name}, ${SECOND.detail}`;
    await userEvent.click(await canvas.findByRole('button', { name: text('account:shared.delete.action', { account: label }) }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: text('addresses:deleteTitle') }));
    await userEvent.click(dialog.getByRole('button', { name: text('account:shared.delete.confirm') }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Tran Thi Mai' })).not.toBeInTheDocument());
    await expect((await addressesOf('lotus888')).map((entry) => entry.id)).toEqual([8001]);
  },
});

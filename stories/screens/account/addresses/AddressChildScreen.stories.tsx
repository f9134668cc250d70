import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { AddressChildScreen } from '@/features/account/addresses/screens/AddressChildScreen';
import { getGetAddressRegionsUrl } from '@/shared/api/generated/main/member/member';
import { awaitLabelledField, namedButton } from '../../../support/finders';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import type { Canvas, UserEvent } from '../../../support/play';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { addressesOf } from '../member-data-story';

const meta = preview.meta({
  title: 'Screens/Account/Addresses/AddressChildScreen',
  component: AddressChildScreen,
  ...screenAt('/addressChild', 'lotus888'),
});

const nameField = awaitLabelledField('addresses:name');
const save = namedButton('addresses:save');
const regionButton = (canvas: Canvas) => canvas.getByRole('button', { name: new RegExp(`^${text('addresses:region')}`) });

async function pickRegion(canvas: Canvas, userEvent: UserEvent, province: string, district: string) {
  await userEvent.click(regionButton(canvas));
  await userEvent.click(within(await canvas.findByRole('listbox', { name: text('addresses:province') })).getByRole('option', { name: province }));
  const districts = await canvas.findByRole('listbox', { name: text('addresses:district', { province }) });
  await userEvent.click(within(districts).getByRole('option', { name: district }));
  await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
}

/** An empty form: the four prompts, each next to its field. */
export const EmptySubmit = meta.story({
  play: async ({ canvas, userEvent }) => {
    await nameField(canvas);
    await userEvent.click(save(canvas));
    await expect(await canvas.findByText(text('addresses:nameRequired'))).toBeVisible();
    await expect(canvas.getByLabelText(text('addresses:phone'))).toHaveAccessibleDescription(text('addresses:phoneRequired'));
    await expect(regionButton(canvas)).toHaveAccessibleDescription(text('addresses:regionRequired'));
    await expect(canvas.getByLabelText(text('addresses:detail'))).toHaveAccessibleDescription(text('addresses:detailRequired'));
    await expect(canvas.queryByTestId('router-location')).not.toBeInTheDocument();
  },
});

/** The phone follows the picked area: a +86 number must be a Chinese mobile. */
export const PhoneRule = meta.story({
  play: async ({ canvas, userEvent }) => {
    const phone = await canvas.findByLabelText(text('addresses:phone'));
    await userEvent.type(phone, '12345');
    await userEvent.click(save(canvas));
    await expect(phone).toHaveAccessibleDescription(text('addresses:phoneRule'));
    await userEvent.click(canvas.getByRole('button', { name: `${text('addresses:area')} +84` }));
    const areas = within(await canvas.findByRole('listbox', { name: text('addresses:area') }));
    await userEvent.click(areas.getByRole('option', { name: /\+86$/ }));
    await userEvent.clear(phone);
    await userEvent.type(phone, '23812345678');
    await userEvent.click(save(canvas));
    await expect(phone).toHaveAccessibleDescription(text('addresses:phoneRule'));
    await expect(phone).toHaveValue('23812345678');
  },
});

/** A new address is saved with the names of its region and the list is next. */
export const AddNew = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await nameField(canvas), 'Le Van Binh');
    await userEvent.type(canvas.getByLabelText(text('addresses:phone')), '987650001');
    await pickRegion(canvas, userEvent, 'Đà Nẵng', 'Sơn Trà');
    await expect(regionButton(canvas)).toHaveTextContent('Đà Nẵng · Sơn Trà');
    await userEvent.type(canvas.getByLabelText(text('addresses:detail')), '7 Bạch Đằng');
    await userEvent.click(canvas.getByRole('checkbox', { name: text('addresses:makeDefault') }));
    await userEvent.click(save(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/addressView$/);
    const added = (await addressesOf('lotus888')).find((entry) => entry.detail === '7 Bạch Đằng');
    await expect(added).toMatchObject({ receiverName: 'Le Van Binh', mobileArea: '84', provinceName: 'Đà Nẵng', districtName: 'Sơn Trà', isDefault: true });
  },
});

/** Editing starts from the saved address and changes it in place. */
export const Edit = meta.story({
  parameters: { route: { path: '/addressChild', url: '/addressChild?id=8002' } },
  play: async ({ canvas, userEvent }) => {
    const name = await nameField(canvas);
    await expect(name).toHaveValue('Tran Thi Mai');
    await expect(canvas.getByLabelText(text('addresses:phone'))).toHaveValue('987654321');
    await expect(regionButton(canvas)).toHaveTextContent('TP Hồ Chí Minh · Quận 1');
    const detail = canvas.getByLabelText(text('addresses:detail'));
    await userEvent.clear(detail);
    await userEvent.type(detail, '99 Nguyễn Huệ');
    await userEvent.click(save(canvas));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/addressView$/);
    await expect((await addressesOf('lotus888')).find((entry) => entry.id === 8002)?.detail).toBe('99 Nguyễn Huệ');
  },
});

/** An id that is not the member's: said so, with the way back. */
export const Missing = meta.story({
  parameters: { route: { path: '/addressChild', url: '/addressChild?id=999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('addresses:missing'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('addresses:backToList') })).toBeEnabled();
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetAddressRegionsUrl()), play: showsLoading('common:common.loading') });

export const LoadError = meta.story({
  parameters: downFor(getGetAddressRegionsUrl()),
  play: retryAfterFailure('common:common.loadFailed', async (canvas) => expect(await nameField(canvas)).toBeEnabled()),
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { getAddDeliveryAddressUrl } from '@/shared/api/generated/main/member/member';
import { openAs as open, setUpAccountFormSuite } from './account-support';
import { SLOW, t } from '../support/app';
import { recordBodies } from '../support/requests';

type User = ReturnType<typeof userEvent.setup>;

async function pickRegion(user: User, province: string, district: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${t('addresses:region')}`) }));
  await user.click(within(await screen.findByRole('listbox', { name: t('addresses:province') })).getByRole('option', { name: province }));
  const districts = await screen.findByRole('listbox', { name: t('addresses:district', { province }) });
  await user.click(within(districts).getByRole('option', { name: district }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

setUpAccountFormSuite();

describe('delivery addresses', { timeout: 40_000 }, () => {
  it('adds the first address from the empty list, edits it and deletes it', async () => {
    const { router } = await open('/addressView', 'nomobile01');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('addresses:add') }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addressChild'), SLOW);

    const save = await screen.findByRole('button', { name: t('addresses:save') }, SLOW);
    await user.click(save);
    for (const key of ['nameRequired', 'phoneRequired', 'regionRequired', 'detailRequired']) {
      expect(screen.getByText(t(`addresses:${key}`))).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(t('addresses:name')), 'Chua So');
    await user.type(screen.getByLabelText(t('addresses:phone')), '987-650-001');
    await pickRegion(user, 'Cần Thơ', 'Ninh Kiều');
    await user.type(screen.getByLabelText(t('addresses:detail')), '3 Hai Bà Trưng');
    const adds = recordBodies(server, getAddDeliveryAddressUrl());
    await user.dblClick(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/addressView'), SLOW);
    expect(adds).toEqual([
      { receiverName: 'Chua So', mobile: '987650001', provinceCode: '92', districtCode: '9201', detail: '3 Hai Bà Trưng', mobileArea: '84', isDefault: false },
    ]);
    const item = within(await screen.findByRole('article', undefined, SLOW));
    expect(item.getByText(t('account:shared.default'))).toBeInTheDocument();
    expect(item.getByText('+84 987**0001')).toBeInTheDocument();

    await user.click(item.getByRole('link', { name: t('addresses:editOf', { name: 'Chua So', detail: '3 Hai Bà Trưng' }) }));
    const detail = await screen.findByLabelText(t('addresses:detail'), undefined, SLOW);
    await user.clear(detail);
    await user.type(detail, '5 Hòa Bình');
    await user.click(screen.getByRole('button', { name: t('addresses:save') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addressView'), SLOW);
    expect(await screen.findByRole('heading', { name: 'Chua So' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('5 Hòa Bình')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('account:shared.delete.action', { account: 'Chua So, 5 Hòa Bình' }) }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('account:shared.delete.confirm') }));
    expect(await screen.findByText(t('addresses:empty'), undefined, SLOW)).toBeInTheDocument();
    expect(db.deliveryAddresses.findMany((q) => q.where({ memberId: 10004 }))).toEqual([]);
  });
});

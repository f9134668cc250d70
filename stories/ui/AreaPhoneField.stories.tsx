import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { getGetCountryCodeListUrl } from '@/shared/api/generated/main/auth/auth';
import { useAreaCodes } from '@/shared/countries/use-area-codes';
import { AreaPhoneField } from '@/shared/ui/area-phone-field/AreaPhoneField';
import { networkDown } from '../support/mock-backend';
import { text } from '../support/text';

const PHONE = 'Phone number';
const AREA = 'Area code';
const TITLE = 'Choose an area code';
const FAILED = 'Could not load the area codes.';
const RETRY = 'Retry';

interface PickedProps {
  /** Option labels with the country name first ("Việt Nam +84"). */
  nameFirst?: boolean;
  /** Starting country instead of the language's default area. */
  start?: string;
}

/** The field with its picker over the mock country list (GET /api/user/countrycode/list), as the forms use it. */
function PickedArea({ nameFirst = false, start }: PickedProps) {
  const codes = useAreaCodes(start ? { start } : {});
  const [phone, setPhone] = useState('');
  return (
    <div style={{ padding: 16 }}>
      <AreaPhoneField
        label={PHONE}
        area={{ codes, buttonLabel: `${AREA} ${codes.areaCode}`, title: TITLE, nameFirst, failed: { message: FAILED, retryLabel: RETRY } }}
        value={phone}
        onChange={setPhone}
      />
      <output data-testid="sent-area">{codes.area}</output>
    </div>
  );
}

const meta = preview.meta({
  title: 'UI/AreaPhoneField',
  component: PickedArea,
});

type Canvas = ReturnType<typeof within>;

const areaButton = (canvas: Canvas, code: string) => canvas.getByRole('button', { name: `${AREA} ${code}` });

/** The default area (+84) until another country is picked; the number is cut to the picked country's length. */
export const Picked = meta.story({
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
    const phone = canvas.getByLabelText(PHONE);
    await userEvent.type(phone, '9123456789012');
    await expect(phone).toHaveValue('912345678');
    await expect(canvas.getByTestId('sent-area')).toHaveTextContent('84');

    await userEvent.click(areaButton(canvas, '+84'));
    const sheet = within(await canvas.findByRole('dialog', { name: TITLE }));
    await userEvent.click(sheet.getByRole('option', { name: /^\+86 / }));
    await waitFor(() => expect(areaButton(canvas, '+86')).toBeVisible());
    await expect(canvas.getByTestId('sent-area')).toHaveTextContent('86');
    await userEvent.type(phone, '1234');
    await expect(phone).toHaveValue('91234567812');
  },
});

/** Switching to a shorter country cuts a number that is now too long. */
export const CutOnPick = meta.story({
  args: { start: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(areaButton(canvas, '+86')).toBeEnabled());
    const phone = canvas.getByLabelText(PHONE);
    await userEvent.type(phone, '13812345678');
    await userEvent.click(areaButton(canvas, '+86'));
    const sheet = within(await canvas.findByRole('dialog', { name: TITLE }));
    await userEvent.click(sheet.getByRole('option', { name: /^\+84 / }));
    await expect(phone).toHaveValue('138123456');
  },
});

/** The options may name the country first ("Việt Nam +84"), and the search finds a country by its name. */
export const NameFirst = meta.story({
  args: { nameFirst: true },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
    await userEvent.click(areaButton(canvas, '+84'));
    const sheet = within(await canvas.findByRole('dialog', { name: TITLE }));
    await expect(sheet.getByRole('option', { name: 'Việt Nam +84' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(sheet.getByRole('searchbox', { name: text('form:picker.search') }), '中国');
    await userEvent.click(sheet.getByRole('option', { name: /\+86$/ }));
    await waitFor(() => expect(areaButton(canvas, '+86')).toBeVisible());
  },
});

/** The list cannot be read: the default area still works, the button waits, and a retry loads the list. */
export const ListFailed = meta.story({
  parameters: { msw: { handlers: networkDown(getGetCountryCodeListUrl()) } },
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(FAILED)).toBeVisible();
    await expect(areaButton(canvas, '+84')).toBeDisabled();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: RETRY }));
    await waitFor(() => expect(areaButton(canvas, '+84')).toBeEnabled());
    await expect(canvas.queryByText(FAILED)).not.toBeInTheDocument();
  },
});

/** One fixed area (as the device verification popup dials): shown before the number, with no picker. */
export const Fixed = meta.story({
  render: function FixedArea() {
    const [phone, setPhone] = useState('');
    return (
      <div style={{ padding: 16 }}>
        <AreaPhoneField label={PHONE} area={{ fixed: '+86', label: AREA }} maxLength={11} value={phone} onChange={setPhone} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/\+86$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(AREA) })).not.toBeInTheDocument();
    const phone = canvas.getByLabelText(PHONE);
    await userEvent.type(phone, '13a81234567899');
    await expect(phone).toHaveValue('13812345678');
  },
});

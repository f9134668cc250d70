import { expect, test, type Page } from '@playwright/test';
import { isCall, jsonBody, solvePuzzle, submitLogin } from './support/app';

// A new player's first session, in English, against the demo build's mock backend: everything happens inside one
// page (the browser mock keeps its data across reloads too, but the journey never needs one).
const NEW_MEMBER = { userName: `lotus${Date.now().toString().slice(-8)}`, password: 'Sen2026vn' } as const;

async function register(page: Page) {
  await page.goto('/register?lang=en&mockReset=1');
  await expect(page.getByRole('tab', { name: 'With a username' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Username', { exact: true }).fill(NEW_MEMBER.userName);
  await page.getByLabel('Password', { exact: true }).fill(NEW_MEMBER.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_MEMBER.password);
  await solvePuzzle(page);
  const registration = page.waitForRequest(isCall('/api/user/auth/account-register'));
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  return registration;
}

test.describe('a new player from sign-up to reading letters', () => {
  test('registers, gets the gift pack, logs out and in, edits the nickname, binds a card, reads and deletes a letter, switches language', async ({
    page,
  }) => {
    test.setTimeout(120_000);

    // 1. Register by username: the gift-pack check says the new member has one, so the gift-pack page opens.
    const registration = await register(page);
    expect(jsonBody(registration)).toMatchObject({ userName: NEW_MEMBER.userName, regDomain: new URL(page.url()).host });
    await expect(page).toHaveURL(/\/newMemberGiftPack-activity\?/);
    const giftPack = new URL(page.url()).searchParams;
    expect(Object.fromEntries(giftPack)).toMatchObject({ advertiseId: '44', activityId: '3005', type: '3' });
    expect(giftPack.get('title')).toBeTruthy();

    // 2. Log out from the account tab: the tab turns into the guest view.
    await page.goto('/user-center');
    await page.getByRole('button', { name: 'Log out' }).click();
    const logout = page.waitForRequest(isCall('/api/user/auth/logout'));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await logout;
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();

    // 3. Log back in with the new account.
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await submitLogin(page, NEW_MEMBER.userName, NEW_MEMBER.password);
    await expect(page).toHaveURL(/\/user-center$/);

    // 4. Nickname: under 4 characters Save refuses with the tip; 4 or more is sent for review.
    await page.getByRole('link', { name: 'Personal centre' }).click();
    await page.getByRole('link', { name: /^Nickname/ }).click();
    await expect(page).toHaveURL(/\/editNickname$/);
    const nickname = page.getByLabel('Nickname', { exact: true });
    await nickname.fill(' ab ');
    await expect(page.getByText('Nicknames need at least 4 characters')).toBeVisible();
    // Save is aria-disabled (still focusable and tappable), which Playwright treats as disabled: force the tap.
    await page.getByRole('button', { name: 'Save' }).click({ force: true });
    await expect(page.getByRole('status').filter({ hasText: 'Please enter a valid nickname' })).toBeVisible();
    await nickname.fill('Hoa Sen Vang Dep');
    await expect(nickname).toHaveValue('Hoa Sen Va');
    const rename = page.waitForRequest(isCall('/api/member/update-nickname'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect(jsonBody(await rename)).toEqual({ nickName: 'Hoa Sen Va' });
    await expect(page).toHaveURL(/\/personal-center$/);
    await expect(page.getByRole('link', { name: /^Nickname/ })).toContainText('In review');

    // 5. A bank card needs a bound phone: bind one with the SMS code, then add the card.
    await page.goto('/cellIphone');
    await page.getByLabel('Phone number', { exact: true }).fill('912340077');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Bind phone number' }).click();
    await expect(page.getByText('Phone number bound')).toBeVisible();

    await page.goto('/bankcard');
    const cards = page.getByRole('region', { name: 'Bank cards' });
    await expect(cards.getByText('No bank card yet')).toBeVisible();
    await cards.getByRole('link', { name: 'Add card' }).click();
    await page.getByRole('button', { name: /^Bank/ }).click();
    await page.getByRole('listbox', { name: 'Choose your bank' }).getByRole('option').first().click();
    await page.getByLabel('Account holder', { exact: true }).fill('Nguyen Van Sen');
    await page.getByLabel('Card number', { exact: true }).fill('9704 1111 2222 3333');
    await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('9704111122223333');
    // The first card of a member with a bound phone needs no SMS code (the check-mobile answer says so).
    await expect(page.getByLabel('SMS code', { exact: true })).toHaveCount(0);
    const binds: string[] = [];
    page.on('request', (request) => {
      if (isCall('/api/user/bankcard/n2/bind')(request)) binds.push(request.url());
    });
    const bind = page.waitForRequest(isCall('/api/user/bankcard/n2/bind'));
    await page.getByRole('button', { name: 'Add card' }).dblclick();
    expect(jsonBody(await bind)).toMatchObject({ cardNo: '9704111122223333', realName: 'Nguyen Van Sen' });
    await expect(page).toHaveURL(/\/bankcard$/);
    await expect(page.getByRole('region', { name: 'Bank cards' }).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Bank cards' })).toContainText('3333');
    await expect(page.getByRole('region', { name: 'Bank cards' })).not.toContainText('9704111122223333');
    expect(binds, 'a double tap binds the card once').toHaveLength(1);

    // 6. Letters (in the request's language, English here): the event letter's HTML is shown sanitised; deleting it
    // lowers the unread count.
    await page.goto('/message?type=1');
    const letter = page.getByRole('link', { name: /^Welcome gift for new members/ });
    await letter.click();
    await expect(page).toHaveURL(/\/message\/detail\?/);
    const body = page.getByRole('article');
    await expect(body).toContainText('Claim your welcome gift now under Promotions.');
    await expect(body.locator('[onerror]')).toHaveCount(0);
    const remove = page.waitForRequest(isCall('/api/operation/letter/config/deleteLetter'));
    await page.getByRole('button', { name: 'Delete letter' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await remove;
    // Back on the event letters (not still on the detail page): the gift letter was a new member's only event letter,
    // so the tab now says it is empty (the list is drawn only while it holds letters).
    await expect(page).toHaveURL(/\/message\?type=1$/);
    await expect(page.getByRole('tab', { name: 'Events', selected: true })).toBeVisible();
    await expect(page.getByText('No letters here yet')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Welcome gift for new members/ })).toHaveCount(0);

    // 7. Switch to Vietnamese: the screen, the tab bar and the title change.
    await page.goto('/languagesetting');
    await page.getByRole('radio', { name: 'Tiếng Việt' }).check();
    await expect(page.getByText('Đã đổi ngôn ngữ')).toBeVisible();
    await openAccountTabVi(page);
    await expect(page).toHaveTitle('Lotus - Thể thao, Casino và Trực tiếp');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
  });
});

async function openAccountTabVi(page: Page) {
  await page.goto('/user-center');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Tài khoản' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
}

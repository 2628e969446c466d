import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_SHOPPER, signIn } from './support/accounts';
import { chooseInSelect, expectPickerShows } from './support/antd-select';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot, VIEWPORTS } from './support/browser';
import { apiLogin, gql } from './support/graphql';

// The demo shopper's billing address on /billingAddress and shipping address on
// /shippingAdress and /shippingAddress, against the real stack; each change must still be
// there after a reload.

const SAVED = 'Address saved successfully.';

interface SeedAddress {
  id: string;
  type: 'BILLING' | 'SHIPPING';
  firstName: string;
  lastName: string;
  phoneNumber: string;
  country: string;
  state: string;
  city: string;
  street: string;
  zipCode: string;
}

let browser: Browser;
let token: string;
let seeded: SeedAddress[] = [];

async function addresses(): Promise<SeedAddress[]> {
  const data = await gql<{ addresses: SeedAddress[] }>(
    '{ addresses { id type firstName lastName phoneNumber country state city street zipCode } }',
    {},
    token,
  );
  return data.addresses;
}

beforeAll(async () => {
  browser = await launchChromium();
  token = (await apiLogin(DEMO_SHOPPER)).token;
  seeded = await addresses();
  if (!seeded.some((entry) => entry.type === 'SHIPPING'))
    throw new Error('The seed gives the shopper no shipping address');
});

// Put the seeded addresses back for the other tests sharing this stack.
afterAll(async () => {
  for (const { id, type, ...fields } of seeded) {
    await gql(
      'mutation ($input: AddressUpdateInput!) { updateAddress(input: $input) { message } }',
      {
        input: { id, type, ...fields },
      },
      token,
    );
  }
  await browser?.close();
});

async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

// The header is sticky: a full-page shot of a scrolled page paints it mid-page. The pointer
// leaves the last button clicked, so the shot (and axe after it) sees the resting colours.
async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe.each(VIEWPORTS)('addresses at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, viewport);
    await signIn(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test('/shippingAdress (the historical spelling) and /shippingAddress both show the shipping form', async () => {
    for (const path of ['/shippingAdress', '/shippingAddress']) {
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { name: 'Shipping Address', level: 1 }));
      const form = page.getByRole('form', { name: 'Edit Shipping Address' });
      await expectVisible(form);
      expect(await form.getByLabel('Street').inputValue()).not.toBe('');
      expect(await page.getByText('Add Supplier').count()).toBe(0);
    }
    await shot(page, `addresses-shipping-${viewport.name}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('submitting the shipping form empty shows each field error', async () => {
    await page.goto('/shippingAddress');
    const form = page.getByRole('form', { name: 'Edit Shipping Address' });
    await expectVisible(form);
    for (const label of ['First Name', 'Last Name', 'Phone Number', 'Street', 'Zip Code']) {
      await form.getByLabel(label, { exact: true }).fill('');
    }
    // Another country clears state and city (docs/product.md#validation-rules).
    await chooseInSelect(page, form, 'Country', 'Canada', { search: true });
    await form.getByRole('button', { name: 'Submit' }).click();
    for (const text of [
      'Please enter first name',
      'Please enter last name',
      'Please enter phone number',
      'Please select state',
      'Please select city',
      'Please enter street',
      'Please enter zip code',
    ]) {
      await expectVisible(form.getByText(text, { exact: true }));
    }
    await shot(page, `addresses-shipping-errors-${viewport.name}`);
    await expectNoSeriousA11yViolations(page);
    // Nothing was sent: the saved address is unchanged.
    const shipping = (await addresses()).find((entry) => entry.type === 'SHIPPING');
    expect(shipping?.street).not.toBe('');
  });

  test("the shopper edits the shipping address, goes to '/', and finds it saved after a reload", async () => {
    const street = `${viewport.width} Congress Ave`;
    await page.goto('/shippingAddress');
    const form = page.getByRole('form', { name: 'Edit Shipping Address' });
    await expectVisible(form);
    await chooseInSelect(page, form, 'City', 'Austin', { search: true });
    await form.getByLabel('Street').fill(street);
    await form.getByLabel('Zip Code').fill('78701');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expectVisible(page.getByText(SAVED));
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('shipping_zip_code'))).toBe('78701');

    await page.goto('/shippingAdress');
    await page.reload();
    await expectVisible(form);
    expect(await form.getByLabel('Street').inputValue()).toBe(street);
    expect(await form.getByLabel('Zip Code').inputValue()).toBe('78701');
    await expectPickerShows(page, form, 'City', 'Austin');
    await shot(page, `addresses-shipping-saved-${viewport.name}`);
  });

  test('the shopper edits the billing address on /billingAddress, prefilled from the account, and finds it saved after a reload', async () => {
    const street = `${viewport.width} Main St`;
    const phone = `(214) 555-${String(viewport.width).padStart(4, '0')}`;
    const billing = (await addresses()).find((entry) => entry.type === 'BILLING');
    await page.goto('/billingAddress');
    await expectVisible(page.getByRole('heading', { name: 'Billing Address', level: 1 }));
    const form = page.getByRole('form', { name: 'Edit Billing Address' });
    await expectVisible(form);
    expect(await form.getByLabel('First Name').inputValue()).toBe(billing?.firstName);
    expect(await form.getByLabel('Email').inputValue()).toBe(DEMO_SHOPPER.email);
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await form.getByLabel('Phone Number').inputValue()).toBe(billing?.phoneNumber);
    await shot(page, `addresses-billing-${viewport.name}`);
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Street').fill(street);
    await form.getByLabel('Phone Number').fill(phone.replace(/\D/g, ''));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(page.getByText(SAVED));

    await page.reload();
    await expectVisible(form);
    expect(await form.getByLabel('Street').inputValue()).toBe(street);
    expect(await form.getByLabel('Phone Number').inputValue()).toBe(phone);
    await expectPickerShows(page, form, 'City', 'Dallas');
  });
});

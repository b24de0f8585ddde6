import { expect, test } from '@playwright/test';
import { registerBuyer, sessionCookieFor, signIn } from './auth-helpers';
import { addAddress, addOnProductPage, offersNationwide, orderable, offersPickup } from './commerce-helpers';
import { collectConsoleErrors, expectNoSeriousA11yViolations, hydrated } from './support';

test.describe('checkout', () => {
  test('two sellers, self-pickup with a slot and nationwide delivery, a promo code, FPX in the sandbox: two orders confirmed', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const buyer = await registerBuyer(request);
    const addressId = await addAddress(request, buyer, page);
    const [pickup] = await orderable(request, buyer, addressId, 1, offersPickup);
    const [nationwide] = (await orderable(request, buyer, addressId, 2)).filter((p) => p.store_id !== pickup?.store_id);
    if (!pickup || !nationwide) throw new Error('no products');
    await signIn(page, buyer.email, buyer.password);
    await addOnProductPage(page, pickup);
    // The second from the seller's store page, through a product card.
    const store = (await (await request.get(`/api/v1/products/${nationwide.id}`)).json()).data.store;
    await page.goto(`/store/${store.url}`);
    await page.getByRole('button', { name: `Add ${nationwide.product_name} to cart` }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' }).first()).toBeVisible();

    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page.getByRole('group', { name: 'Deliver to' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set delivery location' }).or(page.getByRole('button', { name: /Deliver to/ }))).toBeDisabled();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'How each seller delivers' })).toBeVisible();

    const pickupSeller = page.getByRole('group', { name: (await (await request.get(`/api/v1/products/${pickup.id}`)).json()).data.store.domain_name });
    await pickupSeller.getByRole('radio', { name: /Self pick-up/ }).check();
    // The summary is quoted again for the answer (walkthrough: a free pick-up beside a courier's fee).
    await expect(page).toHaveURL(new RegExp(`delivery_${pickup.store_id}=SELF_PICK_UP`));
    // The furthest date (the nearest fill up as the suite runs): the times follow it.
    const pickupDate = pickupSeller.getByLabel('Pick-up date');
    await pickupDate.selectOption({ index: (await pickupDate.locator('option').count()) - 1 });
    // The last time with room that day (a kept test database fills them run after run), chosen by its label.
    const open = pickupSeller.getByRole('radio', { name: /^(Morning|Afternoon|Night) \d+ left$/ });
    await expect(open.first()).toBeEnabled();
    const time = ((await open.last().getAttribute('value')) ?? '').toLowerCase();
    const label = time.charAt(0).toUpperCase() + time.slice(1);
    await pickupSeller.getByText(label, { exact: true }).click();
    await expect(pickupSeller.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('radio', { name: 'FPX online banking' })).toBeChecked();
    await page.getByLabel('Your bank').selectOption({ label: 'Maybank2u' });
    await page.getByLabel('Promo code').fill('WELCOME5');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    // The review repeats where it goes and how it is paid, each with a way back to change it.
    await expect(page.getByRole('definition').filter({ hasText: '12 Jalan Ampang, 50450 Kuala Lumpur' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'FPX online banking' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change: Payment' })).toHaveAttribute('href', /step=payment/);
    await expect(page.getByText('Self pick-up', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Discount')).toBeVisible();
    await page.getByRole('button', { name: /Place order and pay/ }).click();

    await expect(page.getByText('SANDBOX: no real money')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const orderLinks = page.getByRole('main').getByRole('link', { name: /^BR\d{8}$/ });
    await expect(orderLinks).toHaveCount(2);
    await orderLinks.first().click();
    await expect(page.getByRole('heading', { name: 'Thank you, your order is confirmed' })).toBeVisible();
    await expect(page.getByText('Also in this checkout')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a declined payment leaves the order unpaid with a retry that can then pay @desktop', async ({ page, request }) => {
    const buyer = await registerBuyer(request);
    const addressId = await addAddress(request, buyer, page);
    const [product] = await orderable(request, buyer, addressId, 1);
    if (!product) throw new Error('no product');
    await signIn(page, buyer.email, buyer.password);
    await addOnProductPage(page, product);
    await page.goto('/checkout?step=review');
    // With nothing chosen the review sends the buyer back to the delivery step, whose defaults then hold.
    await expect(page.getByRole('heading', { name: 'How each seller delivers' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('group', { name: 'How you pay' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await page.getByRole('button', { name: /Place order and pay/ }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Unsuccessful' })).toBeVisible();
    await expect(page.getByText('Unpaid')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  test('paying part with e-credit and the rest by card, in Malay', async ({ page, request }) => {
    const buyer = await registerBuyer(request);
    const addressId = await addAddress(request, buyer, page);
    const grant = await request.post('/api/dev/e-credit', { data: { email: buyer.email, amount: 1_000 } });
    expect(grant.status()).toBe(200);
    const [product] = await orderable(request, buyer, addressId, 1);
    if (!product) throw new Error('no product');
    await signIn(page, buyer.email, buyer.password);
    await addOnProductPage(page, product, '/bm');
    // Asking for the payment step first brings the buyer to the delivery step, which it needs.
    await page.goto('/bm/checkout?step=payment');
    await expect(page.getByRole('heading', { name: 'Cara setiap penjual menghantar' })).toBeVisible();
    await page.getByRole('button', { name: 'Teruskan' }).click();
    await expect(page.getByRole('group', { name: 'Cara anda membayar' })).toBeVisible();
    await page.getByRole('radio', { name: 'Kad kredit atau debit' }).check();
    await page.getByLabel(/Guna e-kredit/).fill('10');
    await page.getByRole('button', { name: 'Teruskan' }).click();
    await expect(page.getByRole('complementary').getByText('E-kredit digunakan')).toBeVisible();
    await page.getByRole('button', { name: /Buat pesanan dan bayar/ }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Pembayaran berjaya' })).toBeVisible();
    const statement = await request.get('/api/user/e-credit/transactions', { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(JSON.stringify(await statement.json())).toContain('-1000');
  });
});

test.describe('a payment the bank has not confirmed yet', () => {
  test('the result page waits for the second approver of a corporate account and turns to paid by itself @desktop', async ({ page, request, context, baseURL }) => {
    const buyer = await registerBuyer(request);
    const auth = { authorization: `Bearer ${buyer.token}` };
    const addressId = await addAddress(request, buyer, page);
    const [product] = await orderable(request, buyer, addressId, 1, offersNationwide);
    if (!product) throw new Error('no product');
    expect((await request.post('/api/mydin-online/cart/add', { headers: auth, data: { product_id: product.id, product_type: product.item_type, quantity: product.min_qty } })).status()).toBe(200);
    const placed = await request.post('/api/mydin-online/cart/checkout-mydin-store-cart', {
      headers: { ...auth, 'idempotency-key': `e2e-corporate-${buyer.email}` },
      data: { address_id: addressId, deliveries: [{ store_id: product.store_id, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'FPX', bank_code: 'B2B1-MBB0228' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const payment = (await placed.json()).data.payment as { id: number; redirect_url: string };
    const bill = new URL(payment.redirect_url).pathname;
    // The first approver submits; the bank waits for the second.
    expect((await request.post(bill, { form: { outcome: 'pending' }, maxRedirects: 0 })).status()).toBe(303);

    await context.addCookies([sessionCookieFor(buyer.token, baseURL)]);
    await page.goto(`/checkout/payment?payment_id=${payment.id}`);
    await expect(page.getByRole('heading', { name: 'Waiting for your bank' })).toBeVisible();
    await hydrated(page);
    expect((await request.post(bill, { form: { outcome: 'authorise' }, maxRedirects: 0 })).status()).toBe(303);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });
});

test.describe('credit terms', () => {
  test('an approved buyer pays on credit terms: available credit at the payment step, the fee and due date at review, the charge on the credit page @desktop', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const buyer = await registerBuyer(request);
    const auth = { authorization: `Bearer ${buyer.token}` };
    const addressId = await addAddress(request, buyer, page);
    const [product] = await orderable(request, buyer, addressId, 1);
    if (!product) throw new Error('no product');
    await signIn(page, buyer.email, buyer.password);
    await addOnProductPage(page, product);
    const paymentStep = `/checkout?step=payment&address_id=${addressId}&delivery_${product.store_id}=NATIONWIDE_DELIVERY`;
    const creditTerms = page.getByRole('radio', { name: /Credit terms \(30 days\)/ });

    // Not approved yet: the option is there, closed, with the way to apply.
    await page.goto(paymentStep);
    await expect(creditTerms).toBeDisabled();
    await expect(page.getByText('For businesses with approved credit terms.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply for credit terms' })).toHaveAttribute('href', '/dropee-credit');

    // Approved with a limit too small for this order and its fee: the pay-now methods are offered instead.
    const approve = async (limit: number) => expect((await request.post('/api/dev/credit-terms', { data: { email: buyer.email, limit } })).status()).toBe(200);
    await approve(100);
    await page.goto(paymentStep);
    await expect(page.getByText(/^Available credit RM\s*1\.00$/)).toBeVisible();
    await expect(creditTerms).toBeDisabled();
    await expect(page.getByText(/more than your available credit: choose a pay-now method/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'FPX online banking' })).toBeChecked();

    await approve(10_000_000);
    await page.goto(paymentStep);
    await expect(page.getByText(/^Available credit RM\s*100,000\.00$/)).toBeVisible();
    await creditTerms.check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Service fee (credit terms, 1%)')).toBeVisible();
    await expect(page.getByText(/^On credit terms: RM.*, the service fee of RM.* included, is due by /)).toBeVisible();
    await page.getByRole('button', { name: /^Place order on credit terms/ }).click();

    // No payment page: the order is confirmed at once, on credit.
    await expect(page.getByRole('heading', { name: 'Thank you, your order is confirmed' })).toBeVisible();
    const account = (await (await request.get('/api/credit-terms/account', { headers: auth })).json()).data;
    expect(account).toMatchObject({ status: 'active', limit: 10_000_000, transactions: [{ kind: 'CHARGE' }] });
    expect(account.outstanding).toBe(account.transactions[0].amount);
    expect(account.available).toBe(10_000_000 - account.outstanding);
    const dueDate = new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(account.transactions[0].due_at));
    await expect(page.getByRole('status').getByText(`is due by ${dueDate}`, { exact: false })).toBeVisible();

    await page.goto('/dropee-credit');
    const panel = page.getByRole('region', { name: 'Your credit terms' });
    await expect(panel.getByText('Available credit')).toBeVisible();
    await expect(panel.getByRole('row', { name: new RegExp(`Orders on credit.*${dueDate}`) })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('shipping vouchers', () => {
  test('chosen on the voucher-shipping page, a voucher takes money off delivery @desktop', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const buyer = await registerBuyer(request);
    const addressId = await addAddress(request, buyer, page);
    const grant = await request.post('/api/dev/shipping-vouchers', { data: { email: buyer.email, amount: 300 } });
    expect(grant.status()).toBe(200);
    const paysForDelivery = (quote: { groups: { delivery_options: { method: string; available: boolean; fee?: number }[] }[] }) =>
      quote.groups[0]?.delivery_options.some((o) => o.method === 'NATIONWIDE_DELIVERY' && o.available && (o.fee ?? 0) >= 300) ?? false;
    const [product] = await orderable(request, buyer, addressId, 1, paysForDelivery);
    if (!product) throw new Error('no product');
    await signIn(page, buyer.email, buyer.password);
    await addOnProductPage(page, product);
    await page.goto(`/checkout?step=payment&address_id=${addressId}&delivery_${product.store_id}=NATIONWIDE_DELIVERY`);
    await expect(page.getByText('No shipping voucher chosen')).toBeVisible();
    await page.getByRole('radio', { name: 'Credit or debit card' }).check();
    await page.getByRole('button', { name: 'Choose a shipping voucher' }).click();

    await expect(page).toHaveURL(/\/voucher-shipping\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping vouchers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set delivery location' }).or(page.getByRole('button', { name: /Deliver to/ }))).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('radio', { name: /RM\s*3\.00 off delivery/ }).check();
    await page.getByRole('button', { name: 'Use this choice' }).click();

    await expect(page.getByRole('group', { name: 'How you pay' })).toBeVisible();
    await expect(page.getByText(/^RM\s*3\.00 off delivery$/)).toBeVisible();
    // The answers given before leaving for the voucher page came back with it.
    await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Shipping voucher')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('e-invoice details', () => {
  test('asked once at checkout, kept on the company profile @desktop', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const buyer = await registerBuyer(request);
    const addressId = await addAddress(request, buyer, page);
    const [product] = await orderable(request, buyer, addressId, 1);
    if (!product) throw new Error('no product');
    await signIn(page, buyer.email, buyer.password);
    await addOnProductPage(page, product);
    await page.goto(`/checkout?step=review&address_id=${addressId}&delivery_${product.store_id}=NATIONWIDE_DELIVERY&payment_method=FPX&bank_code=MB2U0227`);
    const einvoice = page.getByRole('region', { name: 'E-invoice' });
    await expect(einvoice.getByText(/consolidated e-invoice/)).toBeVisible();
    await einvoice.getByText('Add e-invoice details').click();
    await einvoice.getByRole('checkbox', { name: /Issue e-invoices in my company's name/ }).check();
    await einvoice.getByLabel('Tax identification number (TIN)').fill('12345');
    await einvoice.getByLabel('Business registration number (SSM)').fill('202001012345');
    await page.getByRole('button', { name: /Place order and pay/ }).click();
    // Refused beside its field; nothing placed, the cart still holds the product.
    await expect(einvoice.getByLabel('Tax identification number (TIN)')).toHaveAttribute('aria-invalid', 'true');
    await expect(einvoice.getByText(/Enter the TIN as LHDN issued it/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Cart, 1 item\b/ })).toBeVisible();
    await einvoice.getByLabel('Tax identification number (TIN)').fill('C2584563202');
    await page.getByRole('button', { name: /Place order and pay/ }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    // The same checkout link afterwards (a reload, Back) leads to the cart, not to an error page.
    await page.goto(`/checkout?step=review&address_id=${addressId}&delivery_${product.store_id}=NATIONWIDE_DELIVERY&payment_method=FPX&bank_code=MB2U0227`);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    await page.goto('/settings/profile');
    const section = page.getByRole('region', { name: 'E-invoice' });
    await expect(section.getByRole('definition').filter({ hasText: 'C2584563202' })).toBeVisible();
    await expect(section.getByRole('definition').filter({ hasText: 'Not registered' })).toBeVisible();
    // The one refused post, and nothing else.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});

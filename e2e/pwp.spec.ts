import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerBuyer, signIn } from './auth-helpers';
import { addAddress, placeable, quoteAlone, recommended, type Buyer, type Product } from './commerce-helpers';
import { collectConsoleErrors, expectNoSeriousA11yViolations } from './support';

interface Offer {
  id: number;
  product: { id: number; product_type: string; product_name: string; unit: string; min_qty: number };
  special_price: number;
  normal_price: number;
  condition: { scope: string; min_qty: number };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "RM 1,234.50" as the English storefront writes it, whatever space Intl puts after RM. */
const price = (sen: number) => `RM\\s*${escape(new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(sen / 100))}`;

/**
 * A recommended product of the demo seed with an add-on deal it unlocks by itself at its first
 * orderable quantity, whose seller can take the pair to a Kuala Lumpur address as it stands:
 * found by asking the quote, as the checkout will, then taken out of the cart again.
 */
async function productWithDeal(request: APIRequestContext, buyer: Buyer, addressId: number): Promise<{ product: Product; offer: Offer }> {
  for (const product of await recommended(request)) {
    const detail = (await (await request.get(`/api/v1/products/${product.id}`)).json()).data as { pwp_offers: Offer[] };
    for (const offer of detail.pwp_offers) {
      if (offer.condition.scope !== 'PRODUCTS' || offer.condition.min_qty > product.min_qty) continue;
      const quote = await quoteAlone(request, buyer, addressId, [
        { product_id: product.id, product_type: product.item_type, quantity: product.min_qty },
        { product_id: offer.product.id, product_type: offer.product.product_type, quantity: offer.product.min_qty, pwp_offer_id: offer.id },
      ]);
      if (quote.added && placeable(quote)) return { product, offer };
    }
  }
  throw new Error('the demo seed has no add-on deal that fits');
}

test.describe('purchase with purchase', () => {
  test('a deal named on the product page is added from the cart at its special price, which holds through to the review @desktop', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const buyer = await registerBuyer(request);
    const addressId = await addAddress(request, buyer, page);
    const { product, offer } = await productWithDeal(request, buyer, addressId);
    const addOn = offer.product.product_name;
    await signIn(page, buyer.email, buyer.password);

    await page.goto(`/product-detail/${product.id}?type=${product.item_type}`);
    const deals = page.getByRole('region', { name: 'Add-on deals with this product' });
    await expect(deals.getByRole('link', { name: new RegExp(`^Buy with ${escape(addOn)} at ${price(offer.special_price)}$`) })).toBeVisible();
    await expect(deals.getByText(new RegExp(`usual price ${price(offer.normal_price)}`))).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();

    await page.goto('/cart');
    const unlocked = page.getByRole('region', { name: 'Add-on deals unlocked' });
    await expect(unlocked.getByText(new RegExp(`usual price ${price(offer.normal_price)}`))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await unlocked.getByRole('button', { name: new RegExp(`^Add ${escape(addOn)} at ${price(offer.special_price)}$`) }).click();
    const line = page.getByRole('listitem').filter({ hasText: `Add-on deal price, with ${product.product_name}` });
    await expect(line).toBeVisible();
    await expect(line.getByText(new RegExp(`^${price(offer.special_price)} per ${escape(offer.product.unit)}$`))).toBeVisible();
    await expect(line.getByRole('link', { name: addOn })).toBeVisible();

    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page.getByRole('group', { name: 'Deliver to' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'How each seller delivers' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('group', { name: 'How you pay' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    const reviewed = page.getByRole('listitem').filter({ hasText: addOn }).filter({ hasText: 'Add-on deal' });
    await expect(reviewed.getByText(new RegExp(`^${offer.product.min_qty} × ${price(offer.special_price)} · `))).toBeVisible();
    await expect(reviewed.getByText(new RegExp(`^Add-on deal, usual price ${price(offer.normal_price)}$`))).toBeVisible();
    await expect(page.getByRole('button', { name: /Place order and pay/ })).toBeEnabled();
    expect(errors).toEqual([]);
  });
});

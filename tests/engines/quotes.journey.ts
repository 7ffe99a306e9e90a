import { expectNoSeriousViolationsAt } from './axe';
import { expectEscapeCloses, expectFocusKeptIn } from './dialog-keys';
import type { EnginePage } from './engine-page';
import { expect, test } from './fixtures';
import { signIn, widgetsReady } from './shopper';

/**
 * A quote from the cart and its PDF (tests/e2e/quote-create.spec.ts, quotes-pages.spec.ts): Dana
 * adds a product, chooses her delivery address, ground shipping and billing address at checkout,
 * creates the quote from the cart, opens the page the quote created dialog links and downloads its
 * PDF.
 * The PDF is fetched with her bearer and saved from a blob (src/ui/use-file-download.ts): no
 * address to follow, so the journey keeps the blob the page saves and also asks the platform for
 * the same PDF from Node, rather than relying on the browser's download UI.
 */
const PPVT_FORMS = '0158241926';
const QUOTES = '/store/usassessments/en/my-account/quotes';

const cart = (page: EnginePage) => page.css('store-cart');
const checkout = (page: EnginePage) => page.css('store-checkout');
const createButton = (page: EnginePage) => cart(page).role('button', 'Create quote');
const createDialog = (page: EnginePage) => cart(page).role('dialog', 'Create quote');
const createdDialog = (page: EnginePage) => cart(page).role('dialog', 'Quote created');
const details = (page: EnginePage) => page.css('store-quote-details');

/** The checkout shows `step` (its section and the address). */
async function expectStep(page: EnginePage, step: string): Promise<void> {
  await checkout(page).css(`section[data-step="${step}"]`).expectVisible();
  await page.expectURL(new RegExp(`[?&]step=${step}(&|$)`));
}

async function continueTo(page: EnginePage, step: string): Promise<void> {
  await checkout(page).role('button', 'Continue', { exact: true }).click();
  await expectStep(page, step);
}

interface SavedFile {
  name: string;
  type: string;
  head: string;
  text: string;
}

test('create a quote from the cart and download its PDF', async ({ tab: page, step, backend }) => {
  await step('sign in and add a product to the cart', async () => {
    await page.goto(`/p/${PPVT_FORMS}`);
    await widgetsReady(page);
    await signIn(page);
    const addToCart = page.css('store-add-to-cart');
    await addToCart.role('button', 'Add to cart').click();
    await addToCart.css('[part="message"][role="status"]').expectText('Added to your cart');
  });

  await step('choose her address, ground and billing at checkout', async () => {
    await page.goto('/store/checkout');
    await checkout(page).css('[part="base"][data-state="ready"]').expectVisible();
    await expectStep(page, 'account');
    await continueTo(page, 'qualified-user');
    await continueTo(page, 'shipping-address');
    await continueTo(page, 'shipping-method');
    await checkout(page)
      .role('radio', /Ground/)
      .check();
    await continueTo(page, 'billing-address');
    await continueTo(page, 'review');
  });

  await step('the create quote dialog by keyboard; axe', async () => {
    await page.goto('/cart');
    await createButton(page).click();
    await createDialog(page)
      .text(/^Your quote will be valid until /)
      .expectVisible();
    await expectNoSeriousViolationsAt(page, 'desktop', ['store-cart']);
    await expectFocusKeptIn(page, createDialog(page));
    await expectEscapeCloses(page, createDialog(page), createButton(page));
  });

  const number = await step('create the quote: the quote created dialog; axe', async () => {
    await createButton(page).click();
    await createDialog(page).role('button', 'Create quote').click();
    const created = createdDialog(page);
    await created.role('status').expectText(/^Your quote Q\d{8} was created\.$/);
    const [status] = await created.role('status').texts();
    const code = /Q\d{8}/.exec(status ?? '')![0];
    await created.css('.quote-number').expectText(code);
    await created.role('link', `View quote ${code}`).expectAttribute('href', `${QUOTES}/${code}`);
    await expectNoSeriousViolationsAt(page, 'desktop', ['store-cart']);
    await expectFocusKeptIn(page, created);
    await expectEscapeCloses(page, created, createButton(page));
    await createDialog(page).expectHidden();
    return code;
  });

  await step('open the quote the dialog linked; axe', async () => {
    await page.goto(`${QUOTES}/${number}`);
    await details(page).css('[part="base"][data-state="loaded"]').expectVisible();
    await details(page).role('heading', `Quote ${number}`).expectVisible();
    await expectNoSeriousViolationsAt(page, 'phone', ['main']);
  });

  await step('Download PDF saves her quote as a PDF', async () => {
    // What the page saves: the blob it makes an address for, and the name of the link it clicks.
    await page.evaluate(() => {
      const saved = window as unknown as { savedFiles: Blob[]; savedNames: string[] };
      saved.savedFiles = [];
      saved.savedNames = [];
      const createObjectURL = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        if (blob instanceof Blob) saved.savedFiles.push(blob);
        return createObjectURL(blob);
      };
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download) saved.savedNames.push(this.download);
        click.call(this);
      };
    });
    const address = await page.url();
    await details(page).role('button', 'Download PDF').click();
    await details(page).role('status', /PDF/).expectText(`Quote ${number} is downloaded as a PDF.`);
    const file = await page.evaluate<SavedFile>(async () => {
      const saved = window as unknown as { savedFiles: Blob[]; savedNames: string[] };
      const blob = saved.savedFiles.at(-1)!;
      const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
      return { name: saved.savedNames.at(-1) ?? '', type: blob.type, head: text.slice(0, 5), text };
    });
    expect(file.name).toBe(`quote-${number}.pdf`);
    expect(file.type).toBe('application/pdf');
    expect(file.head).toBe('%PDF-');
    expect(file.text).toContain(number);
    // A download, not a page: the shopper is still on the quote, in one window.
    expect(await page.url()).toBe(address);
  });

  await step('the platform serves the same PDF to her', async () => {
    const tokens = await page.evaluate<string>(
      () => localStorage.getItem('store-widgets.tokens') ?? '{}',
    );
    const { accessToken } = JSON.parse(tokens) as { accessToken?: string };
    expect(accessToken).toBeTruthy();
    const response = await fetch(
      new URL(
        `/headless/ecommerce/v2/users/current/quotes/${number}/attachments/${number}-proposal`,
        backend.baseURL,
      ),
      { headers: { Authorization: `Bearer ${accessToken}`, 'X-Site-Id': 'usassessments' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`quote-${number}.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(number);
  });
});

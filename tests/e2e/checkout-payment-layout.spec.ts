import type { Page } from '@playwright/test';
import {
  CLINICIAN,
  checkout,
  continueButton,
  expectStep,
  placeOrderButton,
  startCheckout,
  stepSection,
} from './checkout';
import { expect, test } from './fixtures';

/**
 * Issue 27, row 10: the order summary's terms checkbox and Place order moved 16 to 45 px under
 * the shopper's pointer when the payment provider's frames (the card fields, the captcha) told
 * the page their heights. The frames now start at the heights their pages ask
 * (src/ui/payment/hosted-fields.css). Their boxes are sampled on every frame the browser paints,
 * from when they first show until every provider frame has reported its height, and must not
 * move: a shopper about to tick the terms or press Place order must hit what they aim at.
 */

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Sample {
  terms: Box | null;
  place: Box | null;
  /** The provider's frames shown, by class, and whether each has reported its height. */
  frames: { name: string; reported: boolean }[];
}

/** Starts sampling, on every animation frame, the two boxes and the provider's frames. */
async function startSampling(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __boxes: Sample[]; __sampling: boolean };
    w.__boxes = [];
    w.__sampling = true;
    // Page coordinates: a scroll of the window is not a move of the element.
    const boxOf = (element: Element | null | undefined): Box | null => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return null;
      return {
        left: rect.left + window.scrollX,
        top: rect.top + window.scrollY,
        width: rect.width,
        height: rect.height,
      };
    };
    const sample = () => {
      if (!w.__sampling) return;
      const root = document.querySelector('store-checkout')?.shadowRoot;
      const place = [...(root?.querySelectorAll('button') ?? [])].find(
        (button) => button.textContent?.trim() === 'Place order',
      );
      w.__boxes.push({
        terms: boxOf(root?.querySelector('input[type="checkbox"][id$="-terms"]')),
        place: boxOf(place),
        frames: [...(root?.querySelectorAll('iframe.hosted-field, iframe.captcha-frame') ?? [])]
          .filter((frame) => frame instanceof HTMLIFrameElement)
          .map((frame) => ({
            name: frame.className,
            reported: frame.style.height !== '',
          })),
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** The samples so far; sampling goes on. */
const samples = (page: Page) =>
  page.evaluate(() => (window as unknown as { __boxes: Sample[] }).__boxes);

/**
 * Waits until the frames `expected` are shown and each has reported its height, then a few more
 * painted frames (a late move would come right after the last report), and stops sampling.
 */
async function untilFramesReported(page: Page, expected: RegExp[]): Promise<Sample[]> {
  await expect
    .poll(async () => {
      const last = (await samples(page)).at(-1);
      return (
        last !== undefined &&
        expected.every((name) => last.frames.some((frame) => name.test(frame.name))) &&
        last.frames.every((frame) => frame.reported)
      );
    })
    .toBe(true);
  const reportedAt = (await samples(page)).length;
  await expect.poll(async () => (await samples(page)).length).toBeGreaterThan(reportedAt + 10);
  return page.evaluate(() => {
    const w = window as unknown as { __boxes: Sample[]; __sampling: boolean };
    w.__sampling = false;
    return w.__boxes;
  });
}

/** Every sample from the first one with both boxes keeps them where that one had them. */
function expectBoxesStill(all: Sample[], from: (sample: Sample) => boolean, what: string): void {
  const shown = all.filter((sample) => sample.terms && sample.place && from(sample));
  expect(shown.length, `${what}: frames sampled with both boxes`).toBeGreaterThan(10);
  const [first] = shown;
  const moves = shown
    .map((sample, at) => ({ at, terms: sample.terms!, place: sample.place! }))
    // Each move once: where the boxes went, not every frame they stayed there.
    .filter(
      ({ at, terms, place }) =>
        at === 0 ||
        terms.top !== shown[at - 1]!.terms!.top ||
        place.top !== shown[at - 1]!.place!.top,
    )
    .filter(
      ({ terms, place }) =>
        Math.abs(terms.top - first!.terms!.top) > 0.5 ||
        Math.abs(terms.left - first!.terms!.left) > 0.5 ||
        Math.abs(place.top - first!.place!.top) > 0.5 ||
        Math.abs(place.left - first!.place!.left) > 0.5,
    )
    .map(
      ({ at, terms, place }) =>
        `frame ${at}: terms at ${terms.top - first!.terms!.top}px, Place order at ${
          place.top - first!.place!.top
        }px`,
    );
  expect(moves, `${what}: the terms checkbox and Place order moved`).toEqual([]);
}

test('the terms checkbox and Place order stay put while the provider’s frames load', async ({
  page,
  request,
}) => {
  await startCheckout(page, request, CLINICIAN);
  // Dana's way to the summary with her defaults (walkToReview), sampled from its last Continue.
  await expectStep(page, 'account');
  await continueButton(page).click();
  await expectStep(page, 'qualified-user');
  await continueButton(page).click();
  await expectStep(page, 'shipping-address');
  await continueButton(page).click();
  await expectStep(page, 'shipping-method');
  await stepSection(page)
    .getByRole('radio', { name: /Ground/ })
    .check();
  await continueButton(page).click();
  await expectStep(page, 'billing-address');

  // The summary opens on her default saved card: its security code's frame, and the captcha.
  await startSampling(page);
  await continueButton(page).click();
  await expectStep(page, 'review');
  await expect(placeOrderButton(page)).toBeVisible();
  const saved = await untilFramesReported(page, [/hosted-field-cvc/, /captcha-frame/]);
  expectBoxesStill(saved, () => true, 'her saved card');

  // A new card: once its fields are in (the shopper's own click moves what is below them), the
  // number, expiry and security code frames report their heights and nothing moves.
  await startSampling(page);
  await stepSection(page).getByRole('radio', { name: 'Credit or debit card' }).check();
  await expect(checkout(page).getByLabel('First name on card')).toBeVisible();
  const fields = [/hosted-field-number/, /hosted-field-expiry/, /hosted-field-cvc/];
  const newCard = await untilFramesReported(page, fields);
  expectBoxesStill(
    newCard,
    (sample) => fields.every((name) => sample.frames.some((frame) => name.test(frame.name))),
    'a new card',
  );
});

import { TIME_ZONE_BY_BASE_SITE } from '../../src/core/locale/site-time-zones';
import { addDays } from '../../src/rules/form/calendar-date';
import { earliestTrainingDate } from '../../src/rules/training/training-dates';
import { addMonths, isoDate, partsOf } from '../../src/ui/training/calendar-month';
import { expectNoSeriousViolationsAt } from './axe';
import { expectEscapeCloses, expectFocusKeptIn } from './dialog-keys';
import type { EngineLocator, EnginePage } from './engine-page';
import { test } from './fixtures';
import { signIn, widgetsReady } from './shopper';

/**
 * The online training's dialog and its date picker (tests/e2e/training.spec.ts): Dana adds the
 * training from its page; the first date with the keyboard (arrow keys in the grid, Page Down and
 * Up a month, Enter picks, a day too soon is not picked, Escape closes the picker only), the
 * second by keyboard at the desktop width and by taps at the phone width; then the people, and
 * the training is in her cart.
 */
const TRAINING = 'A103000310010';
const EARLIEST = earliestTrainingDate({ timeZone: TIME_ZONE_BY_BASE_SITE.usassessments });
const DAY_BEFORE = addDays(EARLIEST, -1);

type DateName = 'First preferred date' | 'Second preferred date';

const addToCart = (page: EnginePage) => page.css('store-add-to-cart');
const trainingDialog = (page: EnginePage) =>
  addToCart(page).role('dialog', 'Online training details');
const group = (dialog: EngineLocator, name: string) => dialog.role('group', name, { exact: true });
const dateInput = (dialog: EngineLocator, name: DateName) =>
  dialog.role('textbox', name, { exact: true });
const opener = (dialog: EngineLocator, name: DateName) =>
  dialog.role('button', new RegExp(`^Choose date\\s*, ${name}$`));
const picker = (page: EnginePage, name: DateName) =>
  addToCart(page).role('dialog', `Choose date: ${name}`, { exact: true });
const monthOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const day = (page: EnginePage, name: DateName, date: string) =>
  picker(page, name).role('grid').css(`[data-date="${date}"]`);

test('the training dialog: dates with the date picker, then added to the cart', async ({
  tab: page,
  step,
}) => {
  const phone = page.viewport.width < 600;
  const dialog = trainingDialog(page);
  const first = 'First preferred date';
  const second = 'Second preferred date';

  await step('sign in on the training’s page', async () => {
    await page.goto(`/p/${TRAINING}`);
    await widgetsReady(page);
    await signIn(page);
  });

  await step('the training dialog by keyboard; axe', async () => {
    const add = addToCart(page).role('button', 'Add to cart');
    await add.click();
    await dateInput(dialog, first).expectVisible();
    await expectNoSeriousViolationsAt(page, 'desktop', ['store-add-to-cart']);
    await expectFocusKeptIn(page, dialog, 24);
    await expectEscapeCloses(page, dialog, add);
    await add.click();
    await dateInput(dialog, first).expectVisible();
  });

  await step('the date picker by keyboard (axe): Escape closes it only', async () => {
    await opener(dialog, first).click();
    await day(page, first, EARLIEST).expectFocused();
    await expectNoSeriousViolationsAt(page, 'desktop', ['store-add-to-cart']);
    await expectFocusKeptIn(page, picker(page, first));
    await expectEscapeCloses(page, picker(page, first), opener(dialog, first));
    await dialog.expectVisible();
    await dateInput(dialog, first).expectValue('');
  });

  await step('the day before the earliest is not picked', async () => {
    await opener(dialog, first).click();
    await day(page, first, EARLIEST).expectFocused();
    await page.press('ArrowLeft');
    await day(page, first, DAY_BEFORE).expectFocused();
    await day(page, first, DAY_BEFORE).expectAttribute('aria-disabled', 'true');
    await page.press('Enter');
    await picker(page, first).expectVisible();
    await dateInput(dialog, first).expectValue('');
    await page.press('ArrowRight');
    await day(page, first, EARLIEST).expectFocused();
  });

  // The same day a month on and back (the last day of a shorter month, from a 31st).
  const back = addMonths(addMonths(EARLIEST, 1), -1);
  const chosen = addDays(back, 8);
  await step('a month on and back, a week and a day on: Enter picks it', async () => {
    const heading = picker(page, first).role('heading', /^[A-Z][a-z]+ \d{4}$/);
    await heading.expectText(monthOf(EARLIEST));
    await page.press('PageDown');
    await heading.expectText(monthOf(addMonths(EARLIEST, 1)));
    await page.press('PageUp');
    await heading.expectText(monthOf(EARLIEST));
    await day(page, first, back).expectFocused();
    await page.press('ArrowDown');
    await page.press('ArrowRight');
    await day(page, first, chosen).expectFocused();
    await page.press('Enter');
    await picker(page, first).expectHidden();
    await opener(dialog, first).expectFocused();
    await dateInput(dialog, first).expectValue(chosen);
  });

  await step(phone ? 'the second date by taps' : 'the second date by keyboard', async () => {
    await opener(dialog, second).click();
    await day(page, second, EARLIEST).expectFocused();
    if (phone) {
      const { year, month } = partsOf(addMonths(EARLIEST, 1));
      const fifteenth = isoDate(year, month, 15);
      await picker(page, second).role('button', 'Next month').click();
      await day(page, second, fifteenth).click();
      await picker(page, second).expectHidden();
      await dateInput(dialog, second).expectValue(fifteenth);
    } else {
      await page.press('Enter');
      await picker(page, second).expectHidden();
      await opener(dialog, second).expectFocused();
      await dateInput(dialog, second).expectValue(EARLIEST);
    }
  });

  await step('the contact and a participant; the training is added', async () => {
    const contact = group(dialog, 'Contact details');
    await contact.label('First name').fill('Dana');
    await contact.label('Last name').fill('Whitfield');
    await contact.label('Email').fill('dana@example.com');
    await contact.label('Phone number').fill('(201) 555-0123');
    const participant = group(dialog, 'Participant 1');
    await participant.label('First name').fill('Ada');
    await participant.label('Last name').fill('Lovelace');
    await participant.label('Email').fill('ada@example.com');
    await dialog.role('button', 'Add to cart').click();
    await dialog.expectHidden();
    await addToCart(page).css('[part="message"][role="status"]').expectText('Added to your cart');
  });
});

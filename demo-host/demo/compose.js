/**
 * The composed storefront's own script (/demo/compose.html), as an integrator writes it against
 * docs/integrating.md: the page's basket button, its progress list and its forms use only the page
 * actions (`storeWidgets`), the mini-cart's methods and the store's events. Its words are the
 * page's own, in the page's language.
 */
const miniCart = document.getElementById('compose-mini-cart');
const basket = document.getElementById('compose-basket');
const basketCount = document.getElementById('compose-basket-count');
const progress = document.getElementById('compose-progress');
const shopper = document.getElementById('compose-shopper');
const signIn = document.getElementById('compose-sign-in');

/** The basket's count: the cart's, moved ahead while an add is under way and back if it fails. */
let confirmed = 0;
let pending = 0;

function showCount() {
  const count = confirmed + pending;
  basketCount.textContent = String(count);
  basket.setAttribute('aria-label', `Basket, ${count} ${count === 1 ? 'item' : 'items'}`);
  basket.toggleAttribute('data-pending', pending !== 0);
}

async function readCart() {
  const cart = await window.storeWidgets.getCart();
  confirmed = cart?.totalUnitCount ?? 0;
  showCount();
}

async function readShopper() {
  const who = await window.storeWidgets.getShopper();
  shopper.textContent = who.signedIn ? `Signed in as ${who.name}` : 'Not signed in';
  signIn.hidden = who.signedIn;
}

/** One line of the progress list per operation: "Adding…", then its outcome. */
function progressLine(text) {
  const line = document.createElement('li');
  line.textContent = text;
  line.setAttribute('data-state', 'pending');
  progress.prepend(line);
  while (progress.children.length > 5) progress.lastElementChild.remove();
  return line;
}

const describe = (requested) =>
  requested.map((line) => `${line.quantity} × ${line.productCode}`).join(', ');

/** The page's words for each kind of operation: under way, done, refused. */
const WORDS = {
  added: {
    started: (asked) => `Adding ${describe(asked)}…`,
    succeeded: (taken) => `Added ${describe(taken)}.`,
    failed: (asked, message) => `Not added (${describe(asked)}): ${message}`,
  },
  'promotion-applied': {
    started: () => 'Applying a promotion code…',
    succeeded: () => 'Promotion code applied.',
    failed: (asked, message) => `Promotion code not applied: ${message}`,
  },
};
const OTHER = {
  started: () => 'Updating your basket…',
  succeeded: () => 'Basket updated.',
  failed: (asked, message) => `Basket not updated: ${message}`,
};

document.addEventListener('store-cart-update-started', async (event) => {
  const { action, requested, result } = event.detail;
  const words = WORDS[action] ?? OTHER;
  // Only an add moves the count ahead; the other operations wait for the cart.
  const asked = action === 'added' ? requested.reduce((sum, line) => sum + line.quantity, 0) : 0;
  const line = progressLine(words.started(requested));
  pending += asked;
  showCount();
  const outcome = await result;
  pending -= asked;
  if (outcome.status === 'succeeded') {
    const taken = outcome.entries.map((e) => ({
      productCode: e.productCode,
      quantity: e.quantityAdded,
    }));
    // What the cart took (stock and limits may lower it); the cart read that follows confirms it.
    confirmed += taken.reduce((sum, entry) => sum + entry.quantity, 0);
    showCount();
    line.textContent = words.succeeded(taken);
    line.setAttribute('data-state', 'succeeded');
  } else {
    // The optimistic count goes back; the page says why in its own words and the store's message.
    line.textContent = words.failed(requested, outcome.message);
    line.setAttribute('data-state', 'failed');
    showCount();
  }
});

// Changes made elsewhere (another tab's, the mini-cart's own panel) reach the count too.
document.addEventListener('store-cart-updated', () => void readCart());
document.addEventListener('store-signed-in', () => void Promise.all([readShopper(), readCart()]));
document.addEventListener('store-signed-out', () => void Promise.all([readShopper(), readCart()]));

basket.addEventListener('click', () => void miniCart.open());
signIn.addEventListener('click', () => void window.storeWidgets.signIn());

/** A form's outcome in its own status line (role="status"; role="alert" for a refusal). */
function say(form, text, refused) {
  const status = form.querySelector('[data-outcome="status"]');
  const alert = form.querySelector('[data-outcome="alert"]');
  status.textContent = refused ? '' : text;
  alert.textContent = refused ? text : '';
}

document.getElementById('compose-quick-add').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const { code, quantity } = form.elements;
  try {
    const added = await miniCart.addLines([{ code: code.value, quantity: quantity.value }]);
    say(form, added.map((line) => line.message ?? `Added ${line.quantityAdded}.`).join(' '), false);
    code.value = '';
    // As a shop's "add, then show the basket": the panel opens on what was added.
    await miniCart.open();
  } catch (error) {
    say(form, error.message, true);
    code.focus();
  }
});

document.getElementById('compose-promotion').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  try {
    const applied = await window.storeWidgets.applyPromotionCode(form.elements.code.value);
    say(form, `Code ${applied} applied.`, false);
    await readCart();
  } catch (error) {
    say(form, error.message, true);
  }
});

void Promise.all([readShopper(), readCart()]);

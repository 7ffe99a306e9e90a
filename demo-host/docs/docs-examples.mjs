/**
 * What /docs shows under each tag besides the manifest: the embed snippet, whether the widget runs
 * live on the docs page, and its demo page, all from the widget's facts (`{name}.facts.ts`).
 *
 * Live on /docs (as a visitor, against the fake backend): the widgets an author drops into any
 * page, which need nothing from the address and never navigate by themselves. The page-level
 * widgets are shown on their demo page instead: they read their route's parameters from the
 * address (order, cart, quote, address, invoice, error code), most need a signed-in shopper (on
 * /docs they would all show the same "sign in" state), the checkout sends a shopper with an empty
 * cart to the cart page, forms go back to their list after a save, and each renders its page's
 * main content. Their demo page is their live example, with the seeded shoppers (docs/fake-backend.md).
 *
 * Every tag of the manifest has an entry (a unit test checks both ways), and every page is one of
 * the demo host's pages (the same test, and the e2e test follows each link).
 */
import { loadWidgetFacts } from '../../scripts/build/widget-facts.mjs';

/** Tag → { snippet (the embed markup), live (rendered on /docs), page (its demo page) }. */
export const DOCS_EXAMPLES = Object.fromEntries(
  Object.entries(await loadWidgetFacts()).map(([tag, { docs, demo }]) => [
    tag,
    { ...docs, page: demo.path },
  ]),
);

/** The tag's embed markup: its own snippet, else the bare element. */
export function snippetOf(tag) {
  return DOCS_EXAMPLES[tag]?.snippet ?? `<${tag}></${tag}>`;
}

/** The markup every page needs once (docs/authoring.md, "Embedding"). */
export const PAGE_SETUP_SNIPPET = `<script type="application/json" id="store-widgets-config">
  { "platformKey": "YOUR-PLATFORM-KEY" }
</script>
<script type="module" src="https://YOUR-CDN/store-widgets/store-widgets.js"></script>`;

import { createWidgetElement } from '../../core/element/create-widget-element';
import { ProfileDetails } from './profile-details';
import css from './profile-details.css?inline';

/**
 * `<store-profile-details>`: the Profile & Password account page
 * (`/store/{site}/{lang}/my-account/profile-details`). The signed-in shopper's first and last
 * name (the rules floor's name rule; saved on the identity server, which checks them again), their
 * email address (a change is kept pending by the identity server until the shopper follows the
 * confirmation link it sends to the new address), and their password (changed through the
 * identity server's password tree with the current password; every identity policy message word for word). A visitor is asked to sign in. Each form keeps what was typed on
 * a failure, with a message to try again, and saves once however often it is clicked.
 *
 * @tag store-profile-details
 * @summary The shopper's name, email address and password.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "error" | "loaded"`.
 * @csspart trigger - The buttons and links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-profile-details-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const ProfileDetailsElement = createWidgetElement({
  tag: 'store-profile-details',
  component: ProfileDetails,
  attributes: {},
  css,
});

export default ProfileDetailsElement;

import { createWidgetElement } from '../../core/element/create-widget-element';
import { ProfileDetails } from './profile-details';
import css from './profile-details.css?inline';

/**
 * `<store-profile-details>`: the Profile & Password account page
 * (`/store/{site}/{lang}/my-account/profile-details`). The signed-in shopper's first and last
 * name (the rules floor's name rule; saved on the identity server, which checks them again), their
 * email address (a change is kept pending by the identity server until the shopper follows the
 * confirmation link it sends to the new address), and their password (changed through the
 * identity server's password tree with the current password; every identity policy message of
 * spec section 5 word for word). A visitor is asked to sign in. Each form keeps what was typed on
 * a failure, with a message to try again, and saves once however often it is clicked.
 *
 * Attributes: none.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" | "error" |
 * "loaded"`.
 *
 * CSS parts: `base`, `trigger`. Custom properties: `--store-color-*`, `--store-font-family`,
 * `--store-profile-details-reserved`.
 */
export const ProfileDetailsElement = createWidgetElement({
  tag: 'store-profile-details',
  component: ProfileDetails,
  attributes: {},
  css,
});

export default ProfileDetailsElement;

// Our wrapper of the ForgeRock SDK's trees (sign-in, step-up, password change), loaded on demand
// and configured once per page (spec section 7). Getting tokens is the token code's (oauth-sdk.ts).
import type * as ForgeRock from './forgerock';
import type { FRStep } from './forgerock';
import { importAgain } from '../../core/element/import-again';
import { configureSdk, type ConfigHolder } from './sdk-options';

type ForgeRockSdk = typeof ForgeRock;

type WebAuthnStep = 'none' | 'authentication' | 'registration';

const loadWebAuthn = () => importAgain(() => import('./forgerock-webauthn'));

/** The SDK, configured once per page. */
export function identitySdk(fr: ForgeRockSdk, core: ConfigHolder) {
  configureSdk(fr.Config, core);
  return sdkOf(fr);
}

type TreeOptions = NonNullable<Parameters<ForgeRockSdk['FRAuth']['start']>[0]>;

// SDK quirk: its tree index follows the query and would override one naming its own index
// (step-up's `composite_advice`), so such a query gets `{ tree: '' }`, as the SDK's step-up does.
function treeOptions(tree?: string, query?: Record<string, string>): TreeOptions {
  if (tree) return query ? { tree, query } : { tree };
  if (query?.authIndexType) return { tree: '', query };
  return query ? { query } : {};
}

/** What the store asks of the SDK, over its module `fr`. */
function sdkOf(fr: ForgeRockSdk) {
  return {
    startTree: (tree?: string, query?: Record<string, string>) =>
      fr.FRAuth.start(treeOptions(tree, query)),
    next: (step: FRStep, query?: Record<string, string>) =>
      fr.FRAuth.next(step, treeOptions(undefined, query)),
    /** Whether the step asks for a security key, and to sign in with one or register one. */
    async webAuthnStepType(step: FRStep): Promise<WebAuthnStep> {
      // The SDK reads a security key's step from its metadata or the text output holding its
      // script: a step with neither (a password's) is not one, and loads none of that code.
      const carriesKeyData = [
        fr.CallbackType.MetadataCallback,
        fr.CallbackType.TextOutputCallback,
      ].some((type) => step.getCallbacksOfType(type).length > 0);
      if (!carriesKeyData) return 'none';
      const { FRWebAuthn, WebAuthnStepType } = await loadWebAuthn();
      const type = FRWebAuthn.getWebAuthnStepType(step);
      if (type === WebAuthnStepType.Authentication) return 'authentication';
      return type === WebAuthnStepType.Registration ? 'registration' : 'none';
    },
    authenticateWebAuthn: async (step: FRStep) =>
      (await loadWebAuthn()).FRWebAuthn.authenticate(step),
    registerWebAuthn: async (step: FRStep) => (await loadWebAuthn()).FRWebAuthn.register(step),
    CallbackType: fr.CallbackType,
    StepType: fr.StepType,
  };
}

export type IdentitySdk = ReturnType<typeof sdkOf>;
export type { FRStep };

// The parts of the ForgeRock SDK the store uses: the one module that imports it.
export {
  CallbackType,
  Config,
  FRAuth,
  OAuth2Client,
  ResponseType,
  SessionManager,
  StepType,
} from '@forgerock/javascript-sdk';
export type { ConfigOptions, FRStep } from '@forgerock/javascript-sdk';

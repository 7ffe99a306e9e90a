// The ForgeRock SDK's OAuth client, its session end and its configuration: what getting,
// renewing and revoking tokens and signing out use. A step-up or a password change runs a tree
// (forgerock.ts) and needs none of it.
export { Config, OAuth2Client, ResponseType, SessionManager } from '@forgerock/javascript-sdk';

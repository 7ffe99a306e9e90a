import type { SeedUser } from './seed-users';

/**
 * A user as SAP Commerce's OCC writes it (UserWsDTO, at its BASIC and DEFAULT levels, less what
 * the fake platform has not: title, address, language, currency): the uid is the email,
 * lower-cased, as SAP keeps a customer's; the customer id is the user's id.
 */
export function occUser(user: SeedUser) {
  return {
    uid: user.email.toLowerCase(),
    customerId: user.id,
    displayUid: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

/**
 * Whether a `users/{userId}` path names this user: SAP's user matching takes the uid or the
 * customer id (UserMatchingFilter, userMatchingService.getUserByProperty).
 */
export function namesUser(user: SeedUser, userId: string): boolean {
  return userId === user.id || userId.toLowerCase() === user.email.toLowerCase();
}

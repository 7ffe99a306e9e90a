import { GENERATED_CUSTOMERS } from '../db/seed-generated-customers';
import { SEED_USERS, type SeedUser } from '../db/seed-users';

/** The identity server's user records: the seeds with the changes made since the last reset. */
export type UserChanges = Partial<
  Pick<SeedUser, 'firstName' | 'lastName' | 'email' | 'username' | 'password'>
>;

let changes = new Map<string, UserChanges>();

/** Every user as the directory holds it now (the generated customers after the seeded users). */
export function directoryUsers(): SeedUser[] {
  return [...SEED_USERS, ...GENERATED_CUSTOMERS].map((seed) => ({
    ...seed,
    ...changes.get(seed.id),
  }));
}

export function changeUser(userId: string, change: UserChanges): void {
  changes.set(userId, { ...changes.get(userId), ...change });
}

/** Back to the seeded records (called by resetMockState). */
export function resetUserDirectory(): void {
  changes = new Map();
}

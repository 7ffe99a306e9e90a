/** The signed-in user (spec section 3). */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  /** Only on the identity-platform path. */
  email?: string;
  /** The `customer-service` role: may act for customers. */
  customerService?: boolean;
}

/** Spec section 3: empty if either name is missing. */
export function initialsOf(user: Pick<User, 'firstName' | 'lastName'> | null | undefined): string {
  const first = user?.firstName.trim() ?? '';
  const last = user?.lastName.trim() ?? '';
  if (!first || !last) return '';
  // Array.from keeps a surrogate pair (an accented or non-Latin initial) whole.
  return `${Array.from(first)[0] ?? ''}${Array.from(last)[0] ?? ''}`.toUpperCase();
}

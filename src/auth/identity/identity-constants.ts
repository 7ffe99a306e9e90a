/** The claim carrying the commerce user id, requested as its own scope (spec section 7). */
export const USER_ID_CLAIM = 'user_id';
export const IDENTITY_SCOPE = `openid profile email ${USER_ID_CLAIM}`;
/** The identity server's tree that changes a signed-in user's password (current and new password). */
export const PASSWORD_TREE = 'UpdatePassword';

/** OCC's signed-in user's resources, relative to the base site (`users/current`). */
export const CURRENT_USER_PATH = '/users/current';

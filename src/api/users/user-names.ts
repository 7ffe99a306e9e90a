/** The signed-in user's names as the commerce platform has them ('' for one it has not). */
export interface UserNames {
  firstName: string;
  lastName: string;
}

export interface WordPressSite {
  /** `http://localhost:{port}`, no trailing slash. */
  url: string;
  folder: string;
  /** The sign-in password of both users, `admin` and `author`, for wp-login.php. */
  password: string;
  /** `user:application password` of the administrator, for Basic authentication. */
  admin: string;
  /** `user:application password` of the Author. */
  author: string;
  /** Milliseconds each setup step took. */
  times: Record<string, number>;
  stop(): Promise<void>;
}

export function startWordPress(options: {
  port: number;
  pluginZip: string;
}): Promise<WordPressSite>;

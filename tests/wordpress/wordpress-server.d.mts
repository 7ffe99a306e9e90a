export interface WordPressSite {
  /** `http://localhost:{port}`, no trailing slash. */
  url: string;
  folder: string;
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

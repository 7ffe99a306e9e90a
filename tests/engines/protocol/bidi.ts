import WebSocket from 'ws';

/**
 * A WebDriver BiDi connection (the W3C protocol Firefox speaks natively): commands answered by id,
 * events by method. Enough for what the journeys need; see
 * https://w3c.github.io/webdriver-bidi/ for the messages.
 */
export class BidiConnection {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; method: string }
  >();
  private readonly listeners = new Map<string, Set<(params: unknown) => void>>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => this.receive(String(data)));
    socket.on('close', () => {
      for (const { reject, method } of this.pending.values())
        reject(new Error(`BiDi connection closed during ${method}`));
      this.pending.clear();
    });
  }

  static async open(url: string): Promise<BidiConnection> {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new BidiConnection(socket);
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (value) => resolve(value as T), reject, method });
    });
  }

  on(method: string, listener: (params: unknown) => void): () => void {
    const set = this.listeners.get(method) ?? new Set();
    set.add(listener);
    this.listeners.set(method, set);
    return () => set.delete(listener);
  }

  close(): void {
    this.socket.close();
  }

  private receive(text: string): void {
    const message = JSON.parse(text) as {
      id?: number;
      type?: string;
      method?: string;
      params?: unknown;
      result?: unknown;
      error?: string;
      message?: string;
    };
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.type === 'error')
        waiting.reject(new Error(`${waiting.method}: ${message.error}: ${message.message}`));
      else waiting.resolve(message.result);
      return;
    }
    if (message.method)
      for (const listener of this.listeners.get(message.method) ?? []) listener(message.params);
  }
}

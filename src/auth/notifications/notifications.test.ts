import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  MAX_MESSAGE_LENGTH,
  MAX_NOTIFICATIONS,
  MAX_SEEN_IDS,
  MAX_TITLE_LENGTH,
  createNotifications,
  parseNotificationsParam,
} from './notifications';
import { SEEN_NOTIFICATIONS_KEY } from '../session-constants/session-constants';
import { BlockedStorage, MemoryStorage } from '../../testing/memory-storage';

let error: MockInstance<typeof console.error>;
let storage: MemoryStorage;

beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  storage = new MemoryStorage();
});

/** A query string as a redirecting page builds it: the JSON, URI-encoded. */
const query = (value: unknown) =>
  `?notifications=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;

const signedOut = { id: 'signed-out', type: 'info', title: 'Signed out', message: 'See you soon.' };

describe('parseNotificationsParam', () => {
  it('no parameter: none, nothing logged', () => {
    expect(parseNotificationsParam(null)).toEqual([]);
    expect(parseNotificationsParam(undefined)).toEqual([]);
    expect(parseNotificationsParam('  ')).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('reads an encoded JSON array', () => {
    const value = new URLSearchParams(query([signedOut])).get('notifications');
    expect(parseNotificationsParam(value)).toEqual([signedOut]);
  });

  it('reads a value that was encoded twice', () => {
    const value = encodeURIComponent(JSON.stringify([signedOut]));
    expect(parseNotificationsParam(value)).toEqual([signedOut]);
  });

  it('defaults: type info, no title; numeric ids become strings; text is trimmed', () => {
    expect(
      parseNotificationsParam(JSON.stringify([{ id: 7, message: '  Hello  ', title: '  ' }])),
    ).toEqual([{ id: '7', type: 'info', message: 'Hello' }]);
  });

  it('an unknown type is shown as info', () => {
    expect(
      parseNotificationsParam(JSON.stringify([{ id: 'a', type: 'party', message: 'm' }])),
    ).toEqual([{ id: 'a', type: 'info', message: 'm' }]);
  });

  for (const type of ['info', 'success', 'warning', 'error'] as const) {
    it(`keeps type ${type}`, () => {
      expect(
        parseNotificationsParam(JSON.stringify([{ id: 'a', type, message: 'm' }]))[0]?.type,
      ).toBe(type);
    });
  }

  it('markup stays plain text (the UI renders text, never HTML)', () => {
    const message = '<img src=x onerror=alert(1)>Hi';
    expect(parseNotificationsParam(JSON.stringify([{ id: 'x', message }]))[0]?.message).toBe(
      message,
    );
  });

  it('not JSON: logged, none', () => {
    expect(parseNotificationsParam('[{oops')).toEqual([]);
    expect(parseNotificationsParam('%E0%A4%A')).toEqual([]); // not even decodable
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[1]).toBe('notifications parameter is not valid JSON; ignored');
  });

  it('not an array: logged, none', () => {
    expect(parseNotificationsParam(JSON.stringify(signedOut))).toEqual([]);
    expect(parseNotificationsParam('null')).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('an invalid entry is logged and skipped; the valid ones stay', () => {
    const list = [
      { id: 'ok', message: 'fine' },
      { id: '', message: 'empty id' },
      { id: 'a,b', message: 'comma in id' },
      { id: 'no-message' },
      { id: 'blank', message: '   ' },
      { id: { nested: true }, message: 'object id' },
      { id: 'bad-title', message: 'm', title: 5 },
      'text',
      null,
    ];
    expect(parseNotificationsParam(JSON.stringify(list))).toEqual([
      { id: 'ok', type: 'info', message: 'fine' },
    ]);
    expect(error).toHaveBeenCalledTimes(list.length - 1);
  });

  it('duplicate ids keep the first', () => {
    const list = [
      { id: 'a', message: 'first' },
      { id: 'a', message: 'second' },
    ];
    expect(parseNotificationsParam(JSON.stringify(list)).map((n) => n.message)).toEqual(['first']);
  });

  it('caps title and message lengths (by characters, marking the cut)', () => {
    const [n] = parseNotificationsParam(
      JSON.stringify([{ id: 'long', title: 'T'.repeat(1000), message: '😀'.repeat(2000) }]),
    );
    expect(Array.from(n?.title ?? '')).toHaveLength(MAX_TITLE_LENGTH);
    expect(n?.title?.endsWith('…')).toBe(true);
    expect(Array.from(n?.message ?? '')).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(Array.from(n?.message ?? '')[MAX_MESSAGE_LENGTH - 2]).toBe('😀');
  });

  it('caps the count, logging the excess', () => {
    const list = Array.from({ length: 12 }, (_, i) => ({ id: `n${i}`, message: `m${i}` }));
    const result = parseNotificationsParam(JSON.stringify(list));
    expect(result.map((n) => n.id)).toEqual(
      Array.from({ length: MAX_NOTIFICATIONS }, (_, i) => `n${i}`),
    );
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('an oversized parameter is not parsed', () => {
    const list = [{ id: 'big', message: 'x'.repeat(20_000) }];
    expect(parseNotificationsParam(JSON.stringify(list))).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('createNotifications', () => {
  const other = { id: 'regional', type: 'success', message: 'You are on the Singapore site.' };

  it('fromQuery reads location.search or URLSearchParams', () => {
    const notifications = createNotifications(storage);
    expect(notifications.fromQuery(query([signedOut, other]))).toEqual([signedOut, other]);
    expect(notifications.fromQuery(new URLSearchParams(query([other])))).toEqual([other]);
    expect(notifications.fromQuery('?q=wisc')).toEqual([]);
    expect(notifications.fromQuery('')).toEqual([]);
  });

  it('drops notifications whose id was closed before', () => {
    storage.setItem(SEEN_NOTIFICATIONS_KEY, 'old,signed-out');
    const notifications = createNotifications(storage);
    expect(notifications.fromQuery(query([signedOut, other]))).toEqual([other]);
  });

  it('markSeen keeps a comma-separated list, without duplicates', () => {
    const notifications = createNotifications(storage);
    notifications.markSeen('signed-out');
    notifications.markSeen('regional');
    notifications.markSeen('signed-out');
    expect(storage.getItem(SEEN_NOTIFICATIONS_KEY)).toBe('regional,signed-out');
    expect(notifications.seenIds()).toEqual(['regional', 'signed-out']);
    expect(notifications.fromQuery(query([signedOut, other]))).toEqual([]);
  });

  it('markSeen ignores ids that cannot be stored in the list', () => {
    const notifications = createNotifications(storage);
    notifications.markSeen('a,b');
    notifications.markSeen('  ');
    expect(storage.getItem(SEEN_NOTIFICATIONS_KEY)).toBeNull();
  });

  it(`keeps only the ${MAX_SEEN_IDS} most recent seen ids`, () => {
    const notifications = createNotifications(storage);
    for (let i = 0; i < MAX_SEEN_IDS + 10; i++) notifications.markSeen(`n${i}`);
    const seen = notifications.seenIds();
    expect(seen).toHaveLength(MAX_SEEN_IDS);
    expect(seen[0]).toBe('n10');
    expect(seen.at(-1)).toBe(`n${MAX_SEEN_IDS + 9}`);
  });

  it('clearSeen (on logout) brings closed notifications back', () => {
    const notifications = createNotifications(storage);
    notifications.markSeen('signed-out');
    notifications.clearSeen();
    expect(storage.getItem(SEEN_NOTIFICATIONS_KEY)).toBeNull();
    expect(notifications.fromQuery(query([signedOut]))).toEqual([signedOut]);
  });

  it('blocked storage: notifications still show; failed writes are logged', () => {
    const notifications = createNotifications(new BlockedStorage());
    expect(notifications.fromQuery(query([signedOut]))).toEqual([signedOut]);
    expect(notifications.seenIds()).toEqual([]);
    notifications.markSeen('signed-out');
    notifications.clearSeen();
    expect(error).toHaveBeenCalledTimes(2);
  });
});

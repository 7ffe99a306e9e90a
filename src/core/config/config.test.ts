import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from './read-config';

describe('page configuration', () => {
  it('accepts a valid configuration', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseConfig({
      platformKey: 'k',
      host: 'www.assessments.ca',
      apiBase: 'https://api.example.com',
      requestTimeoutMs: 2000,
      mockFlags: true,
    });
    expect(config).toMatchObject({
      platformKey: 'k',
      host: 'www.assessments.ca',
      requestTimeoutMs: 2000,
      mockFlags: true,
    });
    expect(config.authBase).toBe('/auth');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a missing required key by name and uses the default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseConfig({}).platformKey).toBe('');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[1])).toContain('"platformKey" is missing');
  });

  it('logs each bad key by name and keeps the good ones', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseConfig({
      platformKey: 'k',
      requestTimeoutMs: 'fast',
      apiBase: 'javascript:alert(1)',
      mockFlags: 'yes',
      surprise: 1,
    });
    expect(config.requestTimeoutMs).toBe(10_000);
    expect(config.apiBase).toBe('');
    expect(config.mockFlags).toBe(false);
    const messages = error.mock.calls.map((c) => String(c[1]));
    expect(messages).toEqual([
      expect.stringContaining('"apiBase" is invalid'),
      expect.stringContaining('"mockFlags" is invalid'),
      expect.stringContaining('"requestTimeoutMs" is invalid'),
      expect.stringContaining('unknown key "surprise"'),
    ]);
  });
});

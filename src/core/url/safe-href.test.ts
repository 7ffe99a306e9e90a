import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref: links from untrusted content', () => {
  it.each([
    ['/store/usassessments/en/quickOrder', '/store/usassessments/en/quickOrder'],
    ['#main', '#main'],
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
    ['tel:+18005551234', 'tel:+18005551234'],
    ['  /trimmed  ', '/trimmed'],
  ])('keeps %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example.com/path',
    '/\\evil.example.com',
    'relative/path',
    '',
    undefined,
  ])('refuses %s', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });
});

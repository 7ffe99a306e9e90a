import { describe, expect, it } from 'vitest';
import { addFault, peekFault, takeFault } from '../../src/mocks/faults';

describe('fake backend faults', () => {
  it('matches * within a segment and ** across segments', () => {
    addFault({ path: '/content/*/footer-content.json', mode: '500' });
    addFault({ path: '/headless/**', mode: 'timeout' });
    expect(peekFault('GET', '/content/en-us/footer-content.json')).toBe('500');
    expect(peekFault('GET', '/content/en-us/x/footer-content.json')).toBeUndefined();
    expect(peekFault('POST', '/headless/ecommerce/v2/users/u/carts')).toBe('timeout');
    expect(peekFault('GET', '/content/en-us/first-level-nav-content.json')).toBeUndefined();
  });

  it('limits a fault to a method and a number of requests', () => {
    addFault({ path: '/cart', method: 'post', mode: 'network', times: 2 });
    expect(takeFault('GET', '/cart')).toBeUndefined();
    expect(takeFault('POST', '/cart')).toBe('network');
    expect(peekFault('POST', '/cart')).toBe('network');
    expect(takeFault('POST', '/cart')).toBe('network');
    expect(takeFault('POST', '/cart')).toBeUndefined();
  });

  it('treats regular-expression characters in paths literally', () => {
    addFault({ path: '/search.html', mode: '500' });
    expect(peekFault('GET', '/searchXhtml')).toBeUndefined();
    expect(peekFault('GET', '/search.html')).toBe('500');
  });
});

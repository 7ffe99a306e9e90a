// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createComponent } from '../../scripts/build/package/react/create-component.js';

/**
 * The npm package's React components (scripts/build/package/react-wrappers.mjs makes one per tag with
 * createComponent), against a stand-in element that records what it had when it was inserted and
 * which properties were set.
 */
class Recorder extends HTMLElement {
  connectedWith: Record<string, string | null> = {};
  sets: [string, unknown][] = [];
  connectedCallback() {
    this.connectedWith = { 'product-code': this.getAttribute('product-code') };
  }
  set productCode(value: unknown) {
    this.sets.push(['productCode', value]);
    this.setAttribute('product-code', String(value));
  }
  get productCode(): string | null {
    return this.getAttribute('product-code');
  }
}
customElements.define('test-recorder', Recorder);

const Wrapped = createComponent(
  'test-recorder',
  { productCode: 'product-code' },
  { onStoreCartUpdated: 'store-cart-updated' },
  'TestRecorder',
);

afterEach(cleanup);

describe('the React components of the npm package', () => {
  it('gives the element its properties: as attributes before insertion, then as properties', () => {
    const ref = createRef<HTMLElement>();
    render(<Wrapped ref={ref} productCode="0158241926" />);
    const element = ref.current as Recorder;
    expect(element).toBeInstanceOf(Recorder);
    expect(element.connectedWith).toEqual({ 'product-code': '0158241926' });
    expect(element.productCode).toBe('0158241926');
  });

  it('sets a changed property and leaves out an absent one', () => {
    const ref = createRef<HTMLElement>();
    const { rerender } = render(<Wrapped ref={ref} productCode="1" />);
    rerender(<Wrapped ref={ref} productCode="2" />);
    expect((ref.current as Recorder).productCode).toBe('2');
    rerender(<Wrapped ref={ref} />);
    expect(ref.current!.hasAttribute('product-code')).toBe(false);
  });

  it('calls the latest on… prop with the event, and passes other props through', () => {
    const heard: string[] = [];
    const ref = createRef<HTMLElement>();
    const { rerender } = render(
      <Wrapped ref={ref} id="add" onStoreCartUpdated={() => heard.push('first')} />,
    );
    expect(ref.current!.id).toBe('add');
    const event = new CustomEvent('store-cart-updated', { detail: { tag: 'test-recorder' } });
    act(() => void ref.current!.dispatchEvent(event));
    rerender(
      <Wrapped
        ref={ref}
        onStoreCartUpdated={(received: Event) =>
          heard.push(received === event ? 'same event' : 'other')
        }
      />,
    );
    act(() => void ref.current!.dispatchEvent(event));
    expect(heard).toEqual(['first', 'same event']);
    // No attribute named after the handler.
    expect(ref.current!.getAttributeNames()).not.toContain('onstorecartupdated');
  });

  it('renders a tag not defined yet, keeping the value for its definition', () => {
    const Later = createComponent('test-later', { productCode: 'product-code' }, {}, 'Later');
    const ref = createRef<HTMLElement>();
    render(<Later ref={ref} productCode="0158241926" />);
    expect(ref.current!.getAttribute('product-code')).toBe('0158241926');
    expect((ref.current as unknown as { productCode: string }).productCode).toBe('0158241926');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RESERVED_STYLE_ID,
  reservedRulesSettled,
  reserveSpaceUnlessInlined,
} from './reserved-style';

const { reserveWidgetSpace } = vi.hoisted(() => ({ reserveWidgetSpace: vi.fn() }));
// jsdom has no constructable stylesheets: what is under test is whether the rules are fetched.
vi.mock('./reserve-space', () => ({ reserveWidgetSpace }));

/** Lets the dynamic import settle. */
const importsSettled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.replaceChildren();
  reserveWidgetSpace.mockClear();
});

describe('the reserved boxes on a page', () => {
  it('are left to the page when it holds reserved-space.css inline under its id', async () => {
    const style = document.createElement('style');
    style.id = RESERVED_STYLE_ID;
    document.head.append(style);
    reserveSpaceUnlessInlined(document);
    await importsSettled();
    expect(reserveWidgetSpace).not.toHaveBeenCalled();
  });

  it('are reserved from the rules file on a page without it', async () => {
    reserveSpaceUnlessInlined(document);
    await vi.waitFor(() => expect(reserveWidgetSpace).toHaveBeenCalledWith(document));
  });

  it('are in the page once the promise the author preview waits for has settled', async () => {
    reserveSpaceUnlessInlined(document);
    await reservedRulesSettled();
    expect(reserveWidgetSpace).toHaveBeenCalledTimes(1);
  });
});

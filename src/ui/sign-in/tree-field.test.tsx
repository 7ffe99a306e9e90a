// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { signInMessages } from './sign-in.messages';
import { TreeField } from './tree-field';

const globals = globalThis as Record<string, unknown>;
const t = translator(signInMessages, 'en');

beforeEach(() => {
  // A valid page configuration: the core reads it for the texts' locale.
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
});

afterEach(() => {
  cleanup();
  delete globals.storeWidgetsConfig;
});

describe('TreeField', () => {
  it('shows the policies the value failed under the field, named by its label, and describes the input by them', async () => {
    render(
      <TreeField
        field={{
          id: 'ValidatedCreatePasswordCallback-0',
          kind: 'password',
          prompt: 'Password',
          failedPolicies: [
            { requirement: 'MIN_LENGTH', params: { minLength: 8 } },
            { requirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 1 } },
          ],
        }}
        idPrefix="form"
        value="short"
        onChange={() => undefined}
        t={t}
      />,
    );
    const first = await screen.findByText('Password must be at least 8 characters long.');
    const list = first.closest('ul');
    expect(list?.textContent).toContain('Password must contain at least 1 numeric values.');
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(list?.id);
  });

  it('without a failed policy, the field has no list and is not marked invalid', () => {
    const { container } = render(
      <TreeField
        field={{
          id: 'PasswordCallback-1',
          kind: 'password',
          prompt: 'Password',
          failedPolicies: [],
        }}
        idPrefix="form"
        value=""
        onChange={() => undefined}
        t={t}
      />,
    );
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.getByLabelText('Password').hasAttribute('aria-invalid')).toBe(false);
  });
});

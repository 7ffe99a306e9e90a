// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { addFault, resetMockState } from '../../mocks/handlers';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { SupportLogin } from './support-login';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';

// <store-support-login> beyond the e2e's path: the search's messages at their boundaries, a failed
// search keeping the typed text, a customer shown no agent control, the focus after Start session.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

const globals = globalThis as Record<string, unknown>;
const AGENT = { id: 'u-1006', firstName: 'Chris', lastName: 'Morgan', customerService: true };

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  localStorage.clear();
  resetSharedInstances();
  resetMockState();
});
afterEach(() => {
  unmountWidgets();
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
});

function mount(user: typeof AGENT | { id: string; firstName: string; lastName: string }) {
  const token = issueAccessToken(user.id, 60_000);
  setAccessTokenProvider(() => token);
  const { store } = getCore();
  store.session.user = user;
  store.session.loading = false;
  const { container, view } = mountWidget(<SupportLogin />, 'store-support-login');
  const input = () => view.getByLabelText('Customer name or email') as HTMLInputElement;
  return {
    view,
    input,
    state: () => container.querySelector('[part="base"]')?.getAttribute('data-state'),
    search: async (text: string) => {
      fireEvent.change(input(), { target: { value: text } });
      await act(async () => fireEvent.submit(input().form!));
    },
  };
}

describe('<store-support-login>', () => {
  it('says what a search found, too short, capped, none, and keeps the text when it fails', async () => {
    const widget = mount(AGENT);
    expect(widget.state()).toBe('searching');
    await widget.search(' a ');
    expect(widget.view.getByRole('alert').textContent).toBe(
      'Please enter at least 2 characters of a name or email.',
    );
    expect(widget.input().getAttribute('aria-invalid')).toBe('true');
    await widget.search('example');
    await waitFor(() =>
      expect(widget.view.getByRole('status').textContent).toMatch(
        /^Showing the first 20 of \d+ customers\./,
      ),
    );
    expect(widget.input().getAttribute('aria-invalid')).toBeNull();
    expect(widget.view.getAllByRole('listitem')).toHaveLength(20);
    await widget.search('nobody-at-all');
    await waitFor(() =>
      expect(widget.view.getByRole('status').textContent).toBe(
        'No customer matches “nobody-at-all”.',
      ),
    );
    addFault({ path: '/assistedservicewebservices/customers/search', mode: '500' });
    await widget.search('okafor');
    await waitFor(() =>
      expect(widget.view.getByRole('alert').textContent).toBe(
        'The customer search is not available right now. Please try again.',
      ),
    );
    expect(widget.input().value).toBe('okafor');
    expect(widget.input().getAttribute('aria-invalid')).toBeNull();
  });

  it('starts a session for the customer found and moves the focus to what it now does', async () => {
    const widget = mount(AGENT);
    await widget.search('okafor');
    await waitFor(() =>
      expect(widget.view.getByRole('status').textContent).toBe('1 customer found.'),
    );
    const start = widget.view.getByRole('button', { name: 'Start session' });
    expect(start.getAttribute('aria-describedby')).toBeTruthy();
    await act(async () => start.click());
    await waitFor(() => expect(widget.state()).toBe('acting'));
    const heading = widget.view.getByRole('heading', { name: 'Acting for Sam Okafor' });
    expect(heading.getRootNode()).toBeInstanceOf(ShadowRoot);
    expect((heading.getRootNode() as ShadowRoot).activeElement).toBe(heading);
    expect(getCore().store.emulation).toEqual({
      agentId: AGENT.id,
      customerId: 'u-1002',
      customerName: 'Sam Okafor',
    });
  });

  it('shows a customer no agent control', () => {
    const widget = mount({ id: 'u-1002', firstName: 'Sam', lastName: 'Okafor' });
    expect(widget.state()).toBe('not-agent');
    expect(widget.view.queryByRole('searchbox')).toBeNull();
    expect(widget.view.queryByRole('button')).toBeNull();
    expect(widget.view.getByRole('status').textContent).toBe(
      'This page is for customer service members.',
    );
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { mockApi, ok } from '@/test/mock-api';
import { renderWithShell } from '@/test/render-with-shell';
import { setCurrentConversation } from '../hooks/current-conversation';
import { message, mockAskAiStream } from '../testing/ask-ai-fixtures';
import { showsAssistantWidget } from '../widget-slot';
import { AssistantWidget, preloadAssistantPanel } from './assistant-widget';

beforeAll(async () => {
  await preloadAssistantPanel();
});
beforeEach(() => {
  document.cookie = 'access_token=token-1; path=/';
});
afterEach(() => {
  act(() => setCurrentConversation(null));
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.unstubAllGlobals();
});

const launcher = () => screen.getByRole('button', { name: 'Ask AI' });

function Page() {
  return (
    <>
      <Link to="/cart">Cart</Link>
      <AssistantWidget />
    </>
  );
}

describe('showsAssistantWidget (spec §2, §6)', () => {
  it.each(['/', '/cart', '/ProductDetails', '/userprofile/order/4', '/ask-ai/extra'])('shows on %s for a signed-in customer when ask_ai is on', (pathname) => {
    expect(showsAssistantWidget({ signedIn: true, askAi: true, pathname })).toBe(true);
  });

  it.each(['/signin', '/signup', '/ask-ai', '/SignIn/', '/ASK-AI'])('hides on %s, however the router-matched path is written', (pathname) => {
    expect(showsAssistantWidget({ signedIn: true, askAi: true, pathname })).toBe(false);
  });

  it('hides for guests and in stores without the assistant', () => {
    expect(showsAssistantWidget({ signedIn: false, askAi: true, pathname: '/' })).toBe(false);
    expect(showsAssistantWidget({ signedIn: true, askAi: false, pathname: '/' })).toBe(false);
  });
});

describe('AssistantWidget', () => {
  it('opens the current conversation in a labelled dialog with the focus in the question box; Escape closes it and the focus goes back', async () => {
    act(() => setCurrentConversation(3));
    mockApi({
      'GET /cfs/rest/v3/ask-ai/conversations/3': () =>
        ok({
          conversation: { conversation_id: 3, title: 'kurtas', message_count: 1, created_at: '', updated_at: '' },
          messages: [message(1, 'customer', 'kurtas please')],
        }),
    });
    const { user } = renderWithShell(<Page />);
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(launcher());
    const dialog = await screen.findByRole('dialog', { name: 'Ask AI' });
    expect(dialog).toContainElement(await screen.findByText('kurtas please'));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/ask-ai');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the focus inside while open and closes by its close button', async () => {
    mockApi({});
    const { user } = renderWithShell(<Page />);
    await user.click(launcher());
    const dialog = await screen.findByRole('dialog', { name: 'Ask AI' });
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks from the widget and continues the same conversation next time it opens', async () => {
    mockApi({
      'GET /cfs/rest/v3/ask-ai/conversations/12': () =>
        ok({ conversation: { conversation_id: 12, title: 'q', message_count: 2, created_at: '', updated_at: '' }, messages: [] }),
    });
    const stream = mockAskAiStream();
    const { user } = renderWithShell(<Page />);
    await user.click(launcher());
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), 'where is my order?{Enter}');
    await waitFor(() => expect(stream.bodies).toHaveLength(1));
    stream.event('delta', { text: 'Your order is on its way.' });
    stream.event('done', { conversation_id: 12, message_id: 2 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled());
    await user.keyboard('{Escape}');
    await user.click(launcher());
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), 'and the other one?{Enter}');
    await waitFor(() => expect(stream.bodies).toEqual([{ message: 'where is my order?' }, { message: 'and the other one?', conversation_id: 12 }]));
  });

  it('closes when a link takes the customer to another page', async () => {
    mockApi({});
    const { user, location } = renderWithShell(<Page />);
    await user.click(launcher());
    await screen.findByRole('dialog');
    await act(async () => {
      // A product card's link, as the customer would follow it (the dialog keeps the page behind it inert).
      screen.getByRole('link', { name: 'All conversations', hidden: true }).click();
    });
    expect(location()).toBe('/ask-ai');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stands above the purchase bar on phone product pages, at the bottom inline-end corner', () => {
    mockApi({});
    renderWithShell(<Page />, { entry: '/ProductDetails?PId=5' });
    expect(launcher().className).toContain('max-md:bottom-[calc(1px+5.5rem+env(safe-area-inset-bottom))]');
    expect(launcher().className).toMatch(/\bfixed\b.*\bend-4\b/);
  });

  it('keeps to the corner elsewhere', () => {
    mockApi({});
    renderWithShell(<Page />, { entry: '/cart' });
    expect(launcher().className).not.toContain('max-md:bottom');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithShell } from '@/test/render-with-shell';
import { storage } from '@/lib/storage';
import { forgetCurrentConversation, setCurrentConversation, useCurrentConversation } from '../hooks/current-conversation';
import { card, message, mockAskAiStream, offer } from '../testing/ask-ai-fixtures';
import { ConversationView } from './conversation-view';

const ASK = '/cfs/rest/v3/ask-ai';
const CONVERSATION = (id: number) => `GET /cfs/rest/v3/ask-ai/conversations/${id}`;

function Harness() {
  const id = useCurrentConversation();
  return <ConversationView conversationId={id} onConversationChange={setCurrentConversation} />;
}

const renderView = () => renderWithShell(<Harness />);
const box = () => screen.getByRole('textbox', { name: 'Your question' });

beforeEach(() => {
  document.cookie = 'access_token=token-1; path=/';
});
afterEach(() => {
  act(() => setCurrentConversation(null));
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.unstubAllGlobals();
});

describe('ConversationView', () => {
  it("streams an answer's text, its product cards linking to their pages and its offered action, then takes the saved history in once", async () => {
    let saved = false;
    const api = mockApi({
      [CONVERSATION(41)]: () =>
        ok({
          conversation: { conversation_id: 41, title: 'linen shirts under 500', message_count: 2, created_at: '', updated_at: '' },
          messages: saved
            ? [
                message(90, 'customer', 'linen shirts under 500'),
                message(91, 'assistant', 'Here are two shirts.', { products: [card(5, 'Linen Shirt'), card(6, 'Oxford Shirt', null)], action: offer() }),
              ]
            : [],
        }),
    });
    const stream = mockAskAiStream();
    const { user } = renderView();
    await user.type(box(), 'linen shirts under 500{Enter}');

    await waitFor(() => expect(stream.bodies).toEqual([{ message: 'linen shirts under 500' }]));
    expect(stream.latest().url.searchParams.get('language-code')).toBe('en');
    expect(box()).toBeDisabled();
    expect(box()).toHaveValue('');
    expect(screen.getByText('The assistant is writing…')).toHaveAttribute('role', 'status');

    stream.event('delta', { text: 'Here are ' });
    expect(await screen.findByText('Here are')).toBeInTheDocument();
    stream.event('delta', { text: 'two shirts.' });
    stream.event('products', { products: [card(5, 'Linen Shirt'), card(6, 'Oxford Shirt', null)] });
    stream.event('action', { action: offer() });
    const cards = await screen.findByRole('list', { name: 'Products the assistant found' });
    const linen = within(cards).getByRole('link', { name: /Linen Shirt/ });
    expect(linen).toHaveAttribute('href', '/ProductDetails?PId=5');
    expect(linen).toHaveTextContent('R 450.00');
    const image = linen.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/files/products/5/cover.webp');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
    expect(image).toHaveAttribute('loading', 'lazy');
    // A hidden price (null) shows no amount at all.
    expect(within(cards).getByRole('link', { name: 'Oxford Shirt' })).not.toHaveTextContent('R');
    // No second question, nor a confirmation, while the answer is still coming.
    expect(screen.getByRole('button', { name: 'Add Linen Shirt to my cart' })).toBeDisabled();

    saved = true;
    stream.event('done', { conversation_id: 41, message_id: 91 });
    await waitFor(() => expect(box()).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Add Linen Shirt to my cart' })).toBeEnabled();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Here are two shirts.')).toBe(true);
    // The focus is back in the box for the next question.
    expect(box()).toHaveFocus();
    // The new conversation's history comes, and replaces the streamed turn without doubling it.
    await waitFor(() => expect(api.callsTo('GET', '/cfs/rest/v3/ask-ai/conversations/41').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getAllByText('linen shirts under 500')).toHaveLength(1));
    expect(screen.getAllByText('Here are two shirts.')).toHaveLength(2); // the message and its read-out
    expect(screen.getAllByRole('link', { name: /Linen Shirt/ })).toHaveLength(1);
  });

  it('confirms an offered action by sending its label and action_id in the same conversation', async () => {
    act(() => setCurrentConversation(7));
    mockApi({
      [CONVERSATION(7)]: () =>
        ok({
          conversation: { conversation_id: 7, title: 'shirts', message_count: 2, created_at: '', updated_at: '' },
          messages: [
            message(1, 'customer', 'add the linen shirt'),
            message(2, 'assistant', 'Shall I add it?', { action: offer() }),
            message(3, 'assistant', 'Earlier offer', { action: offer({ action_id: 'old', label: 'Start a return', status: 'expired' }) }),
            message(4, 'assistant', 'Done before', { action: offer({ action_id: 'done', label: 'Add Kurta to my cart', status: 'done' }) }),
          ],
        }),
    });
    const stream = mockAskAiStream();
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Add Linen Shirt to my cart' }));
    await waitFor(() => expect(stream.bodies).toEqual([{ message: 'Add Linen Shirt to my cart', conversation_id: 7, action_id: 'act-1' }]));
    // Expired and carried-out offers have no button; the one carried out says so.
    expect(screen.queryByRole('button', { name: 'Start a return' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Kurta to my cart' })).not.toBeInTheDocument();
    expect(screen.getByText('Add Kurta to my cart').parentElement).toHaveTextContent('Done');
    stream.event('delta', { text: 'Added to your cart.' });
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
  });

  it("shows a refused question's message (429, the customer's limit) and lets them ask again later", async () => {
    const api = mockApi({
      [`POST ${ASK}`]: () => ({ ...fail(429, 'You have asked a lot; try again in 30 seconds.'), headers: { 'Retry-After': '30' } }),
    });
    const { user } = renderView();
    await user.type(box(), 'where is my order?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You have asked a lot; try again in 30 seconds.');
    expect(api.callsTo('POST', ASK)).toHaveLength(1);
    expect(screen.getByText('where is my order?')).toBeInTheDocument();
    expect(box()).toBeEnabled();
  });

  it("shows an error event's message in place of an answer", async () => {
    mockApi({});
    const stream = mockAskAiStream();
    const { user } = renderView();
    await user.type(box(), 'compare them{Enter}');
    await waitFor(() => expect(stream.bodies).toHaveLength(1));
    stream.event('error', { response_message: 'The assistant is busy; please ask again.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The assistant is busy; please ask again.');
    await waitFor(() => expect(box()).toBeEnabled());
  });

  it('says the answer was cut short when the stream ends without done', async () => {
    mockApi({});
    const stream = mockAskAiStream();
    const { user } = renderView();
    await user.type(box(), 'compare them{Enter}');
    await waitFor(() => expect(stream.bodies).toHaveLength(1));
    stream.event('delta', { text: 'The first' });
    stream.end();
    expect(await screen.findByRole('alert')).toHaveTextContent('The answer was cut short. Please ask again.');
  });

  it('sends on Enter, starts a new line on Shift+Enter, never sends blank text and takes at most 500 characters', async () => {
    mockApi({});
    const stream = mockAskAiStream();
    const { user } = renderView();
    expect(box()).toHaveAttribute('maxlength', '500');
    await user.type(box(), '   {Enter}');
    expect(stream.bodies).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.clear(box());
    await user.type(box(), 'kurtas{Shift>}{Enter}{/Shift}under 900');
    expect(box()).toHaveValue('kurtas\nunder 900');
    expect(stream.bodies).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stream.bodies).toEqual([{ message: 'kurtas\nunder 900' }]));
  });

  it('offers starter questions in a new conversation and asks one at a click', async () => {
    mockApi({});
    const stream = mockAskAiStream();
    const { user } = renderView();
    expect(screen.getByRole('heading', { name: 'Try asking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shirts under ₹500 delivered to 560001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slots for deep cleaning tomorrow' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Where is my order?' }));
    await waitFor(() => expect(stream.bodies).toEqual([{ message: 'Where is my order?' }]));
    expect(screen.queryByRole('heading', { name: 'Try asking' })).not.toBeInTheDocument();
    stream.event('done', { conversation_id: 5, message_id: 2 });
    // The starter went with the answer's arrival; the focus waits in the box for the next question.
    await waitFor(() => expect(box()).toHaveFocus());
  });

  it('aborts the answer when the view goes away', async () => {
    mockApi({});
    const stream = mockAskAiStream();
    const { user, unmount } = renderView();
    await user.type(box(), 'kurtas{Enter}');
    await waitFor(() => expect(stream.streams).toHaveLength(1));
    expect(stream.latest().aborted()).toBe(false);
    unmount();
    expect(stream.latest().aborted()).toBe(true);
  });

  it('stops an answer still coming when the customer starts a new conversation', async () => {
    mockApi({});
    const stream = mockAskAiStream();
    const { user } = renderView();
    await user.type(box(), 'kurtas{Enter}');
    await waitFor(() => expect(stream.bodies).toHaveLength(1));
    stream.event('delta', { text: 'Looking' });
    expect(await screen.findByText('Looking')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(stream.latest().aborted()).toBe(true);
    await waitFor(() => expect(screen.queryByText('kurtas')).not.toBeInTheDocument());
    expect(box()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts a new conversation: the history goes and the next question carries no conversation_id', async () => {
    act(() => setCurrentConversation(7));
    mockApi({
      [CONVERSATION(7)]: () =>
        ok({
          conversation: { conversation_id: 7, title: 'kurtas', message_count: 2, created_at: '', updated_at: '' },
          messages: [message(1, 'customer', 'kurtas please')],
        }),
    });
    const stream = mockAskAiStream();
    const { user } = renderView();
    expect(await screen.findByText('kurtas please')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.queryByText('kurtas please')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Try asking' })).toBeInTheDocument();
    await user.type(box(), 'sarees{Enter}');
    await waitFor(() => expect(stream.bodies).toEqual([{ message: 'sarees' }]));
  });

  it('says so when a conversation cannot be loaded', async () => {
    act(() => setCurrentConversation(99));
    mockApi({ [CONVERSATION(99)]: () => fail(500, 'Something broke') });
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('This conversation could not be loaded.');
  });

  it('starts anew when the kept conversation is gone (404), and forgets it', async () => {
    act(() => setCurrentConversation(98));
    mockApi({ [CONVERSATION(98)]: () => fail(404, 'There is no such conversation; it may have been cleared') });
    renderView();
    expect(await screen.findByRole('heading', { name: 'Try asking' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(storage.get('assistant_conversation')).toBeNull();
  });

  it('carries on in the open conversation after a reload', async () => {
    act(() => setCurrentConversation(42));
    expect(storage.get('assistant_conversation')).toBe('42');
    forgetCurrentConversation();
    mockApi({
      [CONVERSATION(42)]: () =>
        ok({
          conversation: { conversation_id: 42, title: 'tawa', message_count: 1, created_at: '', updated_at: '' },
          messages: [message(1, 'customer', 'cast iron tawa')],
        }),
    });
    renderView();
    expect(await screen.findByText('cast iron tawa')).toBeInTheDocument();
  });
});

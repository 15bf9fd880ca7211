import { act, screen, waitFor, within } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithShell } from '@/test/render-with-shell';
import { setCurrentConversation } from '../hooks/current-conversation';
import { conversation, message } from '../testing/ask-ai-fixtures';
import AskAiPage from './ask-ai-page';

const LIST = 'GET /cfs/rest/v3/ask-ai/conversations';
const ONE = (id: number) => `GET /cfs/rest/v3/ask-ai/conversations/${id}`;
const DELETE = (id: number) => `DELETE /cfs/rest/v3/ask-ai/conversations/${id}`;

const renderPage = () => renderWithShell(<AskAiPage />, { path: '/ask-ai', entry: '/ask-ai', toaster: true });
const conversationsList = () => screen.findByRole('complementary', { name: 'Your conversations' });

beforeEach(() => {
  document.cookie = 'access_token=token-1; path=/';
  vi.stubEnv('TZ', 'UTC');
});
afterEach(() => {
  act(() => {
    setCurrentConversation(null);
    sonnerToast.dismiss();
  });
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const twoConversations = () => [
  conversation(9, 'slots for deep cleaning tomorrow', { updated_at: '2026-05-03T08:15:00.000Z' }),
  conversation(4, 'kurtas under 900'),
];

describe('AskAiPage', () => {
  it('lists the conversations newest first beside a new conversation, and opens one with its messages', async () => {
    const api = mockApi({
      [LIST]: () => ok({ conversations: twoConversations() }),
      [ONE(4)]: () =>
        ok({
          conversation: conversation(4, 'kurtas under 900'),
          messages: [message(1, 'customer', 'kurtas under 900'), message(2, 'assistant', 'I found three kurtas.')],
        }),
    });
    const namespaces = recordNamespaces();
    const { user, container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping assistant' })).toBeInTheDocument();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    // The layout has the page's one <main>.
    expect(container.querySelector('main')).toBeNull();
    const list = await conversationsList();
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]!.textContent)).toEqual([
      'slots for deep cleaning tomorrowUpdated 3 May, 8:15 am',
      'kurtas under 900Updated 1 May, 9:30 am',
    ]);
    namespaces.expectAllListed('ask-ai');
    // Nothing is open yet: a new conversation with its starter questions.
    expect(screen.getByRole('heading', { name: 'Try asking' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^kurtas under 900/ }));
    expect(await screen.findByText('I found three kurtas.')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^kurtas under 900/ })).toHaveAttribute('aria-current', 'true');
    expect(api.callsTo('GET', '/cfs/rest/v3/ask-ai/conversations/4')).toHaveLength(1);
  });

  it('says when there are no conversations yet', async () => {
    mockApi({ [LIST]: () => ok({ conversations: [] }) });
    renderPage();
    const list = await conversationsList();
    expect(await within(list).findByText('No conversations yet. Your questions will be kept here.')).toBeInTheDocument();
  });

  it('says when the conversations cannot be loaded', async () => {
    mockApi({ [LIST]: () => fail(500, 'Database unavailable') });
    renderPage();
    const list = await conversationsList();
    expect(await within(list).findByRole('alert')).toHaveTextContent('Your conversations could not be loaded.');
  });

  it('deletes a conversation only after a confirmation, and starts a new one when it was open', async () => {
    let conversations = twoConversations();
    const api = mockApi({
      [LIST]: () => ok({ conversations }),
      [ONE(9)]: () =>
        ok({
          conversation: conversation(9, 'slots'),
          messages: [message(5, 'customer', 'slots for deep cleaning tomorrow'), message(6, 'assistant', 'Three slots are free.')],
        }),
      [DELETE(9)]: () => {
        conversations = conversations.filter((c) => c.conversation_id !== 9);
        return ok(null);
      },
    });
    const { user } = renderPage();
    const list = await conversationsList();
    await user.click(await within(list).findByRole('button', { name: /^slots for deep cleaning tomorrow/ }));
    expect(await screen.findByText('Three slots are free.')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Delete “slots for deep cleaning tomorrow”' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this conversation?' });
    expect(confirm).toHaveTextContent('“slots for deep cleaning tomorrow” and all its messages will be removed.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/cfs/rest/v3/ask-ai/conversations/9')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Delete “slots for deep cleaning tomorrow”' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this conversation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/cfs/rest/v3/ask-ai/conversations/9')).toHaveLength(1));
    expect(await screen.findByText('Conversation deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByRole('button', { name: /^slots for deep cleaning tomorrow/ })).not.toBeInTheDocument());
    // The focus goes on to the conversation left, not to the page.
    await waitFor(() => expect(within(list).getByRole('button', { name: /^kurtas under 900/ })).toHaveFocus());
    expect(screen.queryByText('Three slots are free.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Try asking' })).toBeInTheDocument();
  });

  it('tells when a delete fails and keeps the conversation', async () => {
    mockApi({ [LIST]: () => ok({ conversations: twoConversations() }), [DELETE(4)]: () => fail(404, 'No such conversation') });
    const { user } = renderPage();
    const list = await conversationsList();
    await user.click(await within(list).findByRole('button', { name: 'Delete “kurtas under 900”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The conversation could not be deleted.')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^kurtas under 900/ })).toBeInTheDocument();
  });

  it('puts the list in a drawer on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    mockApi({
      [LIST]: () => ok({ conversations: twoConversations() }),
      [ONE(9)]: () => ok({ conversation: conversation(9, 'slots'), messages: [message(6, 'assistant', 'Three slots are free.')] }),
    });
    const { user } = renderPage();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conversations' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your conversations' });
    await user.click(await within(drawer).findByRole('button', { name: /^slots for deep cleaning tomorrow/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Three slots are free.')).toBeInTheDocument();
  });
});

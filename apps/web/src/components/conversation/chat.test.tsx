import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@bazaar/contracts';
import { chatQueryOptions } from '@/lib/chat/get-chat';
import { fail, mockApi, ok, type Reply } from '@/test/mock-api';
import { mockEventStream } from '@/test/mock-event-stream';
import { renderWithShell } from '@/test/render-with-shell';
import { ConversationPanel, type ConversationPanelProps } from './conversation-panel';

const ROOM = 'GET /cfs/rest/v3/lead-enquiry';
const SEND = 'POST /cfs/rest/v3/lead-enquiry';
const EVENTS = '/cfs/rest/v3/lead-enquiry/events';

const message = (id: number, text: string, sender: boolean): ChatMessage => ({ id, message: text, sender, sent_at: `2026-11-21T10:0${id % 10}:00.000Z` });
const HISTORY = [message(1, 'Can you make it in blue?', true), message(2, 'Yes, in navy or sky blue.', false)];

function renderPanel(props: Partial<ConversationPanelProps> = {}) {
  const onClose = vi.fn();
  const view = renderWithShell(<ConversationPanel open onClose={onClose} title="Tailored Kurta" room={{ kind: 'enquiry', enquiryId: 7 }} {...props} />, {
    toaster: true,
  });
  return { ...view, onClose };
}

const box = () => screen.getByRole('textbox', { name: 'Message to the vendor' });
const sendButton = () => screen.getByRole('button', { name: /^Send/ });
const bubbles = () => within(screen.getByRole('region', { name: 'Messages' })).getAllByRole('listitem');

beforeEach(() => {
  document.cookie = 'access_token=x; path=/';
});
afterEach(() => {
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  act(() => {
    sonnerToast.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('the chat of a conversation panel', () => {
  it('shows the history oldest first, the customer’s own at the end, as text, and asks for the enquiry’s room', async () => {
    const api = mockApi({ [ROOM]: () => ok({ messages: [...HISTORY, message(3, '<b>bold</b> <img src=x onerror=alert(1)>', false)], unread: 1 }) });
    mockEventStream(EVENTS);
    renderPanel();
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    const [own, theirs, markup] = bubbles();
    expect(own).toHaveTextContent('You said:Can you make it in blue?');
    expect(own!.className).toContain('self-end');
    expect(theirs).toHaveTextContent('The vendor said:Yes, in navy or sky blue.');
    expect(theirs!.className).toContain('self-start');
    expect(markup).toHaveTextContent('<b>bold</b> <img src=x onerror=alert(1)>');
    expect(markup!.querySelector('b, img')).toBeNull();
    const query = api.callsTo('GET', '/cfs/rest/v3/lead-enquiry')[0]!.url.searchParams;
    expect(query.get('room-type')).toBe('2');
    expect(query.get('enquiry-id')).toBe('7');
  });

  it('says when there are no messages, and when they cannot be loaded', async () => {
    mockApi({ [ROOM]: () => ok({ messages: [], unread: 0 }) });
    mockEventStream(EVENTS);
    const { unmount } = renderPanel();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    unmount();
    mockApi({ [ROOM]: () => fail(500, 'Database unavailable') });
    mockEventStream(EVENTS);
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading messages');
  });

  it('polls every 20 seconds, in the background and on focus, without retrying (spec §7)', () => {
    const options = chatQueryOptions({ kind: 'order-item', orderItemId: 3 });
    expect(options).toMatchObject({ refetchInterval: 20_000, refetchIntervalInBackground: true, refetchOnWindowFocus: true, retry: false });
  });

  it('sends the trimmed message, disables the box and button meanwhile, then empties the box', async () => {
    // The server keeps what it is sent: a read after the POST has it too.
    const stored = [...HISTORY];
    let answer!: (reply: Reply) => void;
    const api = mockApi({
      [ROOM]: () => ok({ messages: stored, unread: 0 }),
      [SEND]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    mockEventStream(EVENTS);
    const { user } = renderPanel();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    await user.type(box(), '  Navy, please  ');
    expect(screen.getByText('16 of 255 characters used')).toBeInTheDocument();
    await user.click(sendButton());
    await waitFor(() => expect(api.callsTo('POST', '/cfs/rest/v3/lead-enquiry')).toHaveLength(1));
    expect(api.callsTo('POST', '/cfs/rest/v3/lead-enquiry')[0]!.body).toEqual({ message: 'Navy, please', enquiry_id: 7 });
    expect(box()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Sending…');
    stored.push(message(3, 'Navy, please', true));
    await act(async () => answer(ok(stored[2])));
    await waitFor(() => expect(box()).toHaveValue(''));
    expect(box()).toBeEnabled();
    expect(bubbles().at(-1)).toHaveTextContent('Navy, please');
  });

  it('sends nothing for whitespace alone, by button or Enter, and takes at most 255 characters', async () => {
    const api = mockApi({ [ROOM]: () => ok({ messages: [], unread: 0 }), [SEND]: () => ok(message(9, 'x', true)) });
    mockEventStream(EVENTS);
    const { user } = renderPanel();
    await screen.findByText('No messages yet');
    await user.type(box(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '{Enter}');
    expect(api.callsTo('POST', '/cfs/rest/v3/lead-enquiry')).toHaveLength(0);
    expect(box()).toHaveAttribute('maxlength', '255');
    await user.clear(box());
    await user.click(box());
    await user.paste('x'.repeat(300));
    expect((box() as HTMLTextAreaElement).value).toHaveLength(255);
    expect(screen.getByText('255 of 255 characters used')).toBeInTheDocument();
  });

  it('is read-only, saying why, when the conversation is closed', async () => {
    mockApi({ [ROOM]: () => ok({ messages: HISTORY, unread: 0 }) });
    mockEventStream(EVENTS);
    renderPanel({ closedReason: 'This enquiry is closed, so no more messages can be sent.' });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(box()).toBeDisabled();
    expect(box()).toHaveAccessibleDescription(/This enquiry is closed, so no more messages can be sent\./);
    expect(sendButton()).toBeDisabled();
  });

  it('shows the toast "Error sending message" with the server’s reason, keeping what was typed', async () => {
    mockApi({
      [ROOM]: () => ok({ messages: [], unread: 0 }),
      [SEND]: () => fail(429, 'Too many messages: try again in 40 seconds.'),
    });
    mockEventStream(EVENTS);
    const { user } = renderPanel();
    await screen.findByText('No messages yet');
    await user.type(box(), 'Hello?{Enter}');
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText('Too many messages: try again in 40 seconds.')).toBeInTheDocument();
    expect(box()).toHaveValue('Hello?');
    expect(box()).toBeEnabled();
  });
});

describe('live messages', () => {
  it('puts a message from the event stream on screen without a refetch, once, and announces the vendor’s', async () => {
    const api = mockApi({ [ROOM]: () => ok({ messages: HISTORY, unread: 0 }) });
    const stream = mockEventStream(EVENTS);
    renderPanel({ room: { kind: 'order-item', orderItemId: 12 } });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    await waitFor(() => expect(stream.streams).toHaveLength(1));
    expect(stream.latest().url.searchParams.get('room-type')).toBe('1');
    expect(stream.latest().url.searchParams.get('order-item-id')).toBe('12');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const reads = api.callsTo('GET', '/cfs/rest/v3/lead-enquiry').length;
    // Split across writes, as a network may deliver it.
    stream.write('event: message\ndata: {"id":4,"message":"Ready to ship on Friday",');
    stream.write('"sender":false,"sent_at":"2026-11-21T10:04:00.000Z"}\n\n');
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles()[2]).toHaveTextContent('Ready to ship on Friday');
    expect(screen.getByText('New message from the vendor: Ready to ship on Friday')).toBeInTheDocument();
    stream.message(message(4, 'Ready to ship on Friday', false));
    stream.message({ id: 5 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(bubbles()).toHaveLength(3);
    expect(api.callsTo('GET', '/cfs/rest/v3/lead-enquiry')).toHaveLength(reads);
  });

  it('shows a sent message once when the stream brings it before the POST answers', async () => {
    let answer!: (reply: Reply) => void;
    mockApi({ [ROOM]: () => ok({ messages: [], unread: 0 }), [SEND]: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    const stream = mockEventStream(EVENTS);
    const { user } = renderPanel();
    await screen.findByText('No messages yet');
    await waitFor(() => expect(stream.streams).toHaveLength(1));
    await user.type(box(), 'Is it silk?{Enter}');
    stream.message(message(8, 'Is it silk?', true));
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    await act(async () => answer(ok(message(8, 'Is it silk?', true))));
    await waitFor(() => expect(box()).toHaveValue(''));
    expect(bubbles()).toHaveLength(1);
    // The customer's own message is not read out as new.
    expect(screen.queryByText(/New message from the vendor/)).not.toBeInTheDocument();
  });

  it('opens the stream again after it ends, and aborts it when the panel closes', async () => {
    mockApi({ [ROOM]: () => ok({ messages: [], unread: 0 }) });
    const stream = mockEventStream(EVENTS);
    function Page() {
      const [open, setOpen] = useState(true);
      return <ConversationPanel open={open} onClose={() => setOpen(false)} title="Tailored Kurta" room={{ kind: 'enquiry', enquiryId: 7 }} />;
    }
    const { user } = renderWithShell(<Page />);
    await waitFor(() => expect(stream.streams).toHaveLength(1));
    stream.end();
    await waitFor(() => expect(stream.streams).toHaveLength(2), { timeout: 3000 });
    expect(stream.streams[0]!.aborted()).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stream.latest().aborted()).toBe(true);
  });
});

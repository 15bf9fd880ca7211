import { createContext, useContext } from 'react';
import type { ChatMessage, ChatRoom } from '@bazaar/contracts';
import { api, asStream, bodyOf } from '@/lib/api';
import { roomBody, roomQuery, type ChatRoomRef } from './chat-room';

/**
 * Who is chatting, and through which API: the customer (/cfs, the shopper's session) or the
 * vendor console (/vms, the vendor token). Same shapes on both sides (spec §7 lead-enquiry);
 * `sender` is true when the customer sent a message, so a side's own messages are those whose
 * `sender` equals `ownSender`. The customer's is the default; the vendor console provides its own.
 */
export type ChatSide = 'customer' | 'vendor';

export interface ChatSource {
  side: ChatSide;
  getChat: (room: ChatRoomRef, signal?: AbortSignal) => Promise<ChatRoom>;
  send: (room: ChatRoomRef, message: string) => Promise<ChatMessage>;
  /** The room's server-sent event stream (fetch, so the token goes in a header). */
  openStream: (room: ChatRoomRef, signal: AbortSignal) => Promise<Response>;
}

export const customerChatSource: ChatSource = {
  side: 'customer',
  getChat: (room, signal) => bodyOf(api.GET('/cfs/rest/v3/lead-enquiry', { params: { query: roomQuery(room) }, signal })),
  send: (room, message) => bodyOf(api.POST('/cfs/rest/v3/lead-enquiry', { body: { message, ...roomBody(room) } })),
  openStream: async (room, signal) => (await api.GET('/cfs/rest/v3/lead-enquiry/events', { params: { query: roomQuery(room) }, signal, ...asStream })).response,
};

/** True when the message was sent by the side reading it. */
export const isOwnMessage = (side: ChatSide, message: Pick<ChatMessage, 'sender'>) => message.sender === (side === 'customer');

const ChatSourceContext = createContext<ChatSource>(customerChatSource);
export const ChatSourceProvider = ChatSourceContext.Provider;
export const useChatSource = () => useContext(ChatSourceContext);

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatRoomListResponse,
  ChatRoomQuery,
  ChatRoomResponse,
  ErrorEnvelope,
  LEAD_ENQUIRY_EVENTS_PATH,
  LEAD_ENQUIRY_PATH,
  LEAD_ENQUIRY_ROOMS_PATH,
  SendChatMessageBody,
  SentChatMessageResponse,
  VENDOR_LEAD_ENQUIRY_EVENTS_PATH,
  VENDOR_LEAD_ENQUIRY_PATH,
  VENDOR_LEAD_ENQUIRY_ROOMS_PATH,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { reportingDeps } from '../../lib/rate-limit-headers';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { requireVendor } from '../vendor-console';
import { findRoomSubject, roomOfQuery, type ChatParty } from './chat-room.queries';
import { listRooms } from './chat-rooms.queries';
import { readRoom, sendMessage } from './chat.service';
import { openStreams, streamRoom } from './chat-stream';

const tags = ['chat'];

type Side = { paths: { room: string; events: string; rooms: string }; who: string; party: (request: FastifyRequest) => Promise<ChatParty> };

/** GET and POST lead-enquiry and its event stream, for one side of the chat (issue #13, spec §7). */
const sideRoutes =
  (deps: ModuleDeps, side: Side): FastifyPluginAsyncZod =>
  async (app) => {
    const streams = openStreams(app);
    const query = ChatRoomQuery.extend(languageQuery.shape);
    app.get(
      side.paths.room,
      {
        schema: {
          tags,
          summary: `A chat room's messages, oldest first (sender true: the customer's), and how many the ${side.who} had not read; marks them read.`,
          querystring: query,
          response: { 200: ChatRoomResponse, ...commonErrors },
        },
      },
      async (request) => ok(await readRoom(await side.party(request), roomOfQuery(request.query))),
    );
    app.post(
      side.paths.room,
      {
        schema: {
          tags,
          summary: `Sends a message (1–255 characters once trimmed) into an enquiry's or a request item's chat as the ${side.who}; 409 when the enquiry is closed or rejected.`,
          querystring: languageQuery,
          body: SendChatMessageBody,
          response: { 200: SentChatMessageResponse, ...commonErrors, 409: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (request, reply) => ok(await sendMessage(await side.party(request), reportingDeps(reply, deps), request.body), 'Message sent'),
    );
    app.get(
      side.paths.rooms,
      {
        schema: {
          tags,
          summary: `The ${side.who}'s chat rooms that hold a message, latest first (at most 50), each with its last message and unread count, and the unread of all of them.`,
          querystring: languageQuery,
          response: { 200: ChatRoomListResponse, ...commonErrors },
        },
      },
      async (request) => ok(await listRooms(await side.party(request))),
    );
    app.get(
      side.paths.events,
      {
        schema: {
          tags,
          summary:
            'Server-sent events (text/event-stream): each new message of the room as `event: message` with the message as data. Send the token in Authorization (read with fetch, not EventSource).',
          querystring: query,
          response: { ...commonErrors },
        },
      },
      async (request, reply) => {
        const subject = await findRoomSubject(await side.party(request), roomOfQuery(request.query));
        await streamRoom(reply, deps.fanOut, subject.channel, streams);
        return reply;
      },
    );
  };

/** The customer's side: /cfs with the customer's token. */
export const chatRoutes = (deps: ModuleDeps) =>
  sideRoutes(deps, {
    paths: { room: LEAD_ENQUIRY_PATH, events: LEAD_ENQUIRY_EVENTS_PATH, rooms: LEAD_ENQUIRY_ROOMS_PATH },
    who: 'customer',
    party: async (request) => ({ side: 'customer', ...(await request.customerContext()) }),
  });

/** The vendor's side of the same rooms: /vms with the vendor console's token; only its own enquiries and items. */
export const vendorChatRoutes = (deps: ModuleDeps) =>
  sideRoutes(deps, {
    paths: { room: VENDOR_LEAD_ENQUIRY_PATH, events: VENDOR_LEAD_ENQUIRY_EVENTS_PATH, rooms: VENDOR_LEAD_ENQUIRY_ROOMS_PATH },
    who: 'vendor',
    party: async (request) => ({ side: 'vendor', ...(await requireVendor(deps.db, deps.keys, request, deps.stores)) }),
  });

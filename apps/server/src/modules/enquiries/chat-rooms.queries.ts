import { sql } from 'drizzle-orm';
import { CHAT_ROOMS_MAX, ROOM_TYPE, type ChatRoomList } from '@bazaar/contracts';
import type { ChatParty } from './chat-room.queries';

/**
 * GET …/lead-enquiry/rooms (issue #13): the caller's chat rooms that hold a message, latest
 * activity first, at most 50, each with its last message and the other side's messages the caller
 * has not read; and those unread summed over all the caller's rooms (the badge), in one query.
 *
 * Per room: the last message by chat_messages_room_idx (room_id, id) read backwards, the unread
 * ones by the same index past the read mark. The caller's rooms are found by chat_rooms' store and
 * customer (or vendor) columns, which have no index of their own yet: the README lists it as left
 * for later. The item's product name is read from order_items in the same statement (a second
 * round trip through the orders module would only repeat the join).
 */

type Row = {
  enquiry_id: number | null;
  order_item_id: number | null;
  product_name: string;
  last_message: string;
  last_sent_at: Date | string;
  unread: number;
  total_unread: number;
};

export async function listRooms(party: ChatParty): Promise<ChatRoomList> {
  const mine = party.side === 'customer' ? sql`r.customer_id = ${party.customerId}` : sql`r.vendor_id = ${party.vendorId}`;
  // Fixed fragments, chosen by side, never from input.
  const readMark = sql.raw(party.side === 'customer' ? 'r.customer_read_id' : 'r.vendor_read_id');
  const fromOtherSide = sql.raw(party.side === 'customer' ? 'not m.from_customer' : 'm.from_customer');
  const result = await party.db.execute(sql`
    with mine as (
      select r.enquiry_id, r.order_item_id,
        coalesce(e.product_name, oi.product_name, '') as product_name,
        last.body as last_message, last.created_at as last_sent_at, last.id as last_id,
        (select count(*)::int from chat_messages m where m.room_id = r.id and m.id > ${readMark} and ${fromOtherSide}) as unread
      from chat_rooms r
      join lateral (select m.id, m.body, m.created_at from chat_messages m where m.room_id = r.id order by m.id desc limit 1) last on true
      left join enquiries e on e.id = r.enquiry_id
      left join order_items oi on oi.id = r.order_item_id
      where r.store_id = ${party.store.id} and ${mine}
    )
    select enquiry_id, order_item_id, product_name, last_message, last_sent_at, unread, (sum(unread) over ())::int as total_unread
    from mine
    order by last_sent_at desc, last_id desc
    limit ${CHAT_ROOMS_MAX}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    rooms: rows.map((r) => ({
      room_type: r.enquiry_id === null ? ROOM_TYPE.orderItem : ROOM_TYPE.enquiry,
      enquiry_id: r.enquiry_id,
      order_item_id: r.order_item_id,
      product_name: r.product_name,
      last_message: r.last_message,
      last_sent_at: new Date(r.last_sent_at).toISOString(),
      unread: Number(r.unread),
    })),
    total_unread: Number(rows[0]?.total_unread ?? 0),
  };
}

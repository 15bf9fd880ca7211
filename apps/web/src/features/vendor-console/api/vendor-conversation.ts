import type { ChatMessage, ChatRoom, CrfForm } from '@bazaar/contracts';
import {
  VENDOR_CRF_ATTRIBUTES_PATH,
  VENDOR_LEAD_ENQUIRY_EVENTS_PATH,
  VENDOR_LEAD_ENQUIRY_PATH,
  vendorEnquiryFilePath,
  vendorFormFilePath,
} from '@bazaar/contracts/constants';
import type { RequestFormSource } from '@/components/conversation/request-form-details';
import type { AnswerFileSource } from '@/lib/answer-files';
import { roomBody, roomQuery } from '@/lib/chat/chat-room';
import type { ChatSource } from '@/lib/chat/chat-source';
import { requestFormAnswers } from '@/components/conversation/answer';
import { vendorFile, vendorRequest, vendorStream } from './vendor-client';
import { vendorKeys } from './vendor-keys';

/** The chat as the vendor (/vms lead-enquiry, vendor token): its own messages are those with sender false. */
export const vendorChatSource: ChatSource = {
  side: 'vendor',
  getChat: (room, signal) => vendorRequest<ChatRoom>(VENDOR_LEAD_ENQUIRY_PATH, { query: roomQuery(room), signal }),
  send: (room, message) => vendorRequest<ChatMessage>(VENDOR_LEAD_ENQUIRY_PATH, { method: 'POST', body: { message, ...roomBody(room) } }),
  openStream: (room, signal) => vendorStream(VENDOR_LEAD_ENQUIRY_EVENTS_PATH, { query: roomQuery(room), signal }),
};

const DOCUMENT_ACCEPT = 'application/pdf, application/octet-stream, application/json';

/** The files an enquiry's answers name, through the vendor's own call for that enquiry. */
export const vendorEnquiryFiles = (enquiryId: number): AnswerFileSource => ({
  key: ['vendor', 'enquiry', enquiryId],
  image: (path, _attributeId, signal) => vendorFile(vendorEnquiryFilePath(enquiryId), { query: { path }, signal }),
  document: (path) => vendorFile(vendorEnquiryFilePath(enquiryId), { query: { path }, accept: DOCUMENT_ACCEPT }),
});

/** The files a request item's form answers name. */
export const vendorFormFiles = (orderItemId: number): AnswerFileSource => ({
  key: ['vendor', 'order-item', orderItemId],
  image: (path, _attributeId, signal) => vendorFile(vendorFormFilePath(orderItemId), { query: { path }, signal }),
  document: (path) => vendorFile(vendorFormFilePath(orderItemId), { query: { path }, accept: DOCUMENT_ACCEPT }),
});

export const getVendorRequestForm = (orderItemId: number, reveal: boolean, signal?: AbortSignal) =>
  vendorRequest<CrfForm>(VENDOR_CRF_ATTRIBUTES_PATH, { query: { 'order-item-id': orderItemId, reveal: reveal ? 'true' : undefined }, signal });

/** A request item's form as the vendor reads it; its sensitive answers asked for in clear only when an eye is pressed. */
export const vendorRequestFormSource = (orderItemId: number): RequestFormSource => ({
  queryKey: vendorKeys.requestForm(orderItemId, false),
  queryFn: (signal) => getVendorRequestForm(orderItemId, false, signal),
  reveal: {
    queryKey: vendorKeys.requestForm(orderItemId, true),
    queryFn: async (signal) => requestFormAnswers(await getVendorRequestForm(orderItemId, true, signal)),
  },
});

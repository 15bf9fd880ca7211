import type { RequestFormSource } from '@/components/conversation/request-form-details';
import type { AnswerFileSource } from '@/lib/answer-files';
import { roomBody, roomQuery } from '@/lib/chat/chat-room';
import type { ChatSource } from '@/lib/chat/chat-source';
import { requestFormAnswers } from '@/components/conversation/answer';
import { asFile, asStream, bodyOf, envelopeOf } from '@/lib/api';
import { vendorApi } from './vendor-client';
import { vendorKeys } from './vendor-keys';

/** The chat as the vendor (/vms lead-enquiry, vendor token): its own messages are those with sender false. */
export const vendorChatSource: ChatSource = {
  side: 'vendor',
  getChat: (room, signal) => bodyOf(vendorApi.GET('/vms/rest/v3/lead-enquiry', { params: { query: roomQuery(room) }, signal })),
  send: (room, message) => bodyOf(vendorApi.POST('/vms/rest/v3/lead-enquiry', { body: { message, ...roomBody(room) } })),
  openStream: async (room, signal) =>
    (await vendorApi.GET('/vms/rest/v3/lead-enquiry/events', { params: { query: roomQuery(room) }, signal, ...asStream })).response,
};

const IMAGE = asFile('image/*, application/json');
const DOCUMENT = asFile('application/pdf, application/octet-stream, application/json');
const enquiryFile = (enquiryId: number, path: string, file: typeof IMAGE, signal?: AbortSignal) =>
  envelopeOf(vendorApi.GET('/vms/rest/v3/enquiries/{enquiryId}/files', { params: { path: { enquiryId }, query: { path } }, signal, ...file }));
const formFile = (orderItemId: number, path: string, file: typeof IMAGE, signal?: AbortSignal) =>
  envelopeOf(vendorApi.GET('/vms/rest/v3/order-items/{orderItemId}/form-files', { params: { path: { orderItemId }, query: { path } }, signal, ...file }));

/** The files an enquiry's answers name, through the vendor's own call for that enquiry. */
export const vendorEnquiryFiles = (enquiryId: number): AnswerFileSource => ({
  key: ['vendor', 'enquiry', enquiryId],
  image: (path, _attributeId, signal) => enquiryFile(enquiryId, path, IMAGE, signal),
  document: (path) => enquiryFile(enquiryId, path, DOCUMENT),
});

/** The files a request item's form answers name. */
export const vendorFormFiles = (orderItemId: number): AnswerFileSource => ({
  key: ['vendor', 'order-item', orderItemId],
  image: (path, _attributeId, signal) => formFile(orderItemId, path, IMAGE, signal),
  document: (path) => formFile(orderItemId, path, DOCUMENT),
});

export const getVendorRequestForm = (orderItemId: number, reveal: boolean, signal?: AbortSignal) =>
  bodyOf(
    vendorApi.GET('/vms/rest/v3/get-crf-attributes', { params: { query: { 'order-item-id': orderItemId, reveal: reveal ? 'true' : undefined } }, signal }),
  );

/** A request item's form as the vendor reads it; its sensitive answers asked for in clear only when an eye is pressed. */
export const vendorRequestFormSource = (orderItemId: number): RequestFormSource => ({
  queryKey: vendorKeys.requestForm(orderItemId, false),
  queryFn: (signal) => getVendorRequestForm(orderItemId, false, signal),
  reveal: {
    queryKey: vendorKeys.requestForm(orderItemId, true),
    queryFn: async (signal) => requestFormAnswers(await getVendorRequestForm(orderItemId, true, signal)),
  },
});

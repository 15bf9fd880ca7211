import type { AttributeValue, EnquiryRecord } from '@bazaar/contracts';

/** An answer shaped like the server's; text by default. */
export const fakeAttribute = (overrides: Partial<AttributeValue> = {}): AttributeValue => ({
  attribute_id: 1,
  attribute_name: 'Chest (inches)',
  datatype_id: 30,
  value: '40',
  sensitive: false,
  masked: false,
  option_names: [],
  supported_extensions: [],
  ...overrides,
});

/** An open enquiry about a kurta with one text answer. */
export const fakeEnquiry = (overrides: Partial<EnquiryRecord> = {}): EnquiryRecord => ({
  id: 7,
  enquiry_status: 1,
  enquiry_status_display_name: 'Open',
  created_at: '2026-11-21T10:00:00.000Z',
  enquiry_feedback: null,
  unread: 0,
  enquiry_details: { attribute_values: [fakeAttribute()] },
  product_details: { product_id: 31, product_name: 'Tailored Kurta', vendor_name: 'Jaipur Crafts' },
  ...overrides,
});

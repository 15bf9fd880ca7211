/** Query keys of enquiries' offers: all start with 'enquiry-offers', so accepting one refreshes every list. */
export const offerKeys = {
  all: ['enquiry-offers'] as const,
  list: (enquiryId: number) => ['enquiry-offers', enquiryId] as const,
};

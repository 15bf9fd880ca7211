/** Query keys of the customer's enquiries: all start with 'enquiries', so one invalidation refreshes every page. */
export const enquiryKeys = {
  all: ['enquiries'] as const,
  list: (filters: { status?: number; page: number }) => ['enquiries', 'list', filters] as const,
  revealed: (enquiryId: number) => ['enquiries', 'revealed', enquiryId] as const,
};

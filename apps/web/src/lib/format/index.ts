export { bytesToMb, formatMb } from './bytes-format';
export { formatDate, formatDateTime, formatTime12h, toDisplayDate } from './date-format';
export { formatDuration, formatMmSs } from './duration-format';
export type { TranslateFn } from './duration-format';
export { discountPercent, formatPrice, isPriceVisible } from './price-format';
export type { PriceVisibilitySource } from './price-format';
export { collapseWhitespace, truncate } from './text-format';
export { formatWeekdays } from './weekday-format';

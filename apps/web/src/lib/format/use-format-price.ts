import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, type MoneyCurrency } from './price-format';

export type PriceFormatter = (amount: number, currency: MoneyCurrency, decimals?: number) => string;

/** formatPrice bound to the page's language, so every price on a page groups and places its symbol alike. */
export function useFormatPrice(): PriceFormatter {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback<PriceFormatter>((amount, currency, decimals) => formatPrice(amount, currency, language, decimals), [language]);
}

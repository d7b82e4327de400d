import { useEffect } from 'react';
import { texts } from '@shared/texts';
import { useSettingsMap } from './api/getSettingsMap';

export const PRODUCT_NAME_SETTING = 'config.productname';

/** The product name from `config.productname`, with the fixed default while it is absent. */
export function useProductName(): string {
  const { data } = useSettingsMap();
  return data?.[PRODUCT_NAME_SETTING]?.trim() || texts.productNameDefault;
}

/** The browser tab shows the page's title and the product name; the start page the product name alone. */
export function usePageTitle(title?: string): void {
  const productName = useProductName();
  useEffect(() => {
    document.title = title ? `${title} – ${productName}` : productName;
  }, [title, productName]);
}

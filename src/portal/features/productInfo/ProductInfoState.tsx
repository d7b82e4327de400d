import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { alertMessage } from '@shared/api';
import type { ProductInfoData } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { Notification } from '@shared/ui/kit/Notification';

/** Loading text, the error alert 'Produktinformationen können nicht geladen werden' with detail, or the content. */
export function ProductInfoState({
  query,
  children,
}: {
  query: UseQueryResult<ProductInfoData>;
  children: (info: ProductInfoData) => ReactNode;
}) {
  if (query.isPending) return <LoadingIndicator />;
  if (query.isError) {
    return <Notification severity="error" message={alertMessage(portalTexts.productInfo.loadError, query.error)} />;
  }
  return children(query.data);
}

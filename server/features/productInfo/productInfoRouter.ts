import express from 'express';
import { portalApiPaths, type ProductInfoData } from '@shared/portalApi';
import { sendError } from '../../data/dataCall';
import type { FeatureContext } from '../featureContext';

/** `GET /menu/productinfo/data`: the product information (the first record of `productInfos`). */
export function productInfoRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();
  router.get(portalApiPaths.productInfo, (_req, res) => {
    const record = store.collection('productInfos')[0];
    if (!record) {
      sendError(res, 404, 'NOT_FOUND', 'Es sind keine Produktinformationen hinterlegt.');
      return;
    }
    const { id: _id, ...data } = record;
    const answer: ProductInfoData = data;
    res.json(answer);
  });
  return router;
}

import * as v from 'valibot';
import { dropWhenMalformed, SearchRowId } from './searchValues';

/** /products/checkout/successfulorder?orderId=… : the order checkout has just placed. */
export const SuccessfulOrderSearch = v.object({ orderId: dropWhenMalformed(SearchRowId) });
export type SuccessfulOrderSearch = v.InferOutput<typeof SuccessfulOrderSearch>;

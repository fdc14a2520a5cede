import { searchOf, searchRowId } from './searchValues';

/** /products/checkout/successfulorder?orderId=… : the order checkout has just placed. */
export const SuccessfulOrderSearch = searchOf({ orderId: searchRowId });
export type SuccessfulOrderSearch = ReturnType<typeof SuccessfulOrderSearch>;

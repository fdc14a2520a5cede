import type { PlaceOrderResponse } from '../../api/contract/orders';
import type { SubscriptionTime } from '../../api/contract/wire';

/**
 * What the success screen shows at once about the order just placed, handed over from checkout.
 * Kept for this tab only (sessionStorage), so a reload of the success page still says where the
 * receipt went; no card data is ever in it.
 */
export interface PlacedOrderNote extends Omit<PlaceOrderResponse, 'errorCode'> {
  subscriptionTime: SubscriptionTime;
  productCode: string;
}

const KEY = 'sr.placedOrder';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function notePlacedOrder(order: PlacedOrderNote): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(order));
  } catch {
    // Without storage the success page reads the plan from the server alone.
  }
}

export function recallPlacedOrder(orderId: number | null): PlacedOrderNote | null {
  if (orderId === null) return null;
  try {
    const note = JSON.parse(storage()?.getItem(KEY) ?? 'null') as PlacedOrderNote | null;
    return note && note.orderId === orderId && typeof note.receiptEmail === 'string' ? note : null;
  } catch {
    return null;
  }
}

import { billingEndpoints } from './billing';
import { cardEndpoints } from './cards';
import { contactEndpoints } from './contact';
import { deviceEndpoints } from './device';
import type { Endpoint } from './endpoint';
import { orderEndpoints } from './orders';
import { planActivityEndpoints } from './planActivity';
import { planEndpoints } from './plans';
import { productEndpoints } from './products';
import { promotionEndpoints } from './promotion';
import { userEndpoints } from './user';

/**
 * Every call of spec §7, by noun (the noun is the OpenAPI tag and the client module's name).
 * The server and the OpenAPI document read this registry; the app imports a noun's endpoints
 * where it calls them, so the first-load bundle carries only the calls the pricing page makes.
 *
 * | name                | method and path            | spec §7 / design §6 meaning          |
 * |---------------------|----------------------------|--------------------------------------|
 * | getPriceList        | GET pc/pl                  | price list                           |
 * | checkActivity       | GET pc/qc                  | product activity check               |
 * | getCards            | GET pc/c                   | saved cards (10 from page 0)         |
 * | storeCard           | POST pc/std                | store a new card                     |
 * | deleteCard          | DELETE pc/std              | delete a card                        |
 * | getContact          | GET pc/uc                  | contact info read                    |
 * | saveContact         | POST pc/puc                | contact info save                    |
 * | previewOrder        | POST pc/po                 | preview order (priviewOrderObj)      |
 * | placeOrder          | POST pc/pc                 | place order and pay                  |
 * | getMyPlans          | GET pc/up                  | the user's plans (planData)          |
 * | switchPaymentMethod | POST pc/usp                | switch a plan's payment method       |
 * | changeFrequency     | POST pc/bf                 | billing-frequency change             |
 * | upgradePlan         | POST pc/uap                | upgrade and pay                      |
 * | cancelPlan          | POST pc/cs                 | cancel subscription                  |
 * | resubscribe         | POST pc/rs                 | re-subscribe                         |
 * | getPlanActivity     | GET pc/ua                  | what happened to a plan (our own)    |
 * | getBillingHistory   | GET pc/gps                 | billing history of one plan (paged)  |
 * | getInvoice          | GET pc/uc/se               | one invoice                          |
 * | getCoupons          | GET pc/uc1                 | my promo codes                       |
 * | getRedeemSchedule   | GET pc/ap                  | redeem schedule                      |
 * | redeemCoupon        | POST pc/ap                 | redeem                               |
 * | deleteRedemption    | DELETE pc/ap               | delete scheduled redemption          |
 * | getReferralInfo     | GET /api/ch/m9/rp          | referral info                        |
 * | getUserInfo         | GET /api/ch/se/if          | user info                            |
 * | getSettings         | GET /api/ch/us/d           | user settings (names=LANGUAGE)       |
 * | saveSettings        | POST /api/ch/us/d          | save user settings ({LANGUAGE})      |
 * | registerDevice      | POST /api/ch/r             | device registration                  |
 *
 * (pc/ = /api/v2/ch/pc/)
 */
const ENDPOINTS_BY_NOUN = {
  products: productEndpoints,
  cards: cardEndpoints,
  contact: contactEndpoints,
  orders: orderEndpoints,
  plans: { ...planEndpoints, ...planActivityEndpoints },
  billing: billingEndpoints,
  promotion: promotionEndpoints,
  user: userEndpoints,
  device: deviceEndpoints,
} as const;

type Noun = keyof typeof ENDPOINTS_BY_NOUN;

/** A declared endpoint with its name (its key) and the noun it is declared under. */
export interface DeclaredEndpoint {
  noun: Noun;
  name: string;
  endpoint: Endpoint;
}

/** Every declared endpoint. */
export const ALL_ENDPOINTS: readonly DeclaredEndpoint[] = Object.entries(ENDPOINTS_BY_NOUN).flatMap(
  ([noun, group]) =>
    Object.entries(group).map(([name, endpoint]) => ({
      noun: noun as Noun,
      name,
      endpoint: endpoint as Endpoint,
    })),
);

/** The name and noun of a declared endpoint. */
export function declarationOf(endpoint: Endpoint): DeclaredEndpoint {
  const found = ALL_ENDPOINTS.find((entry) => entry.endpoint === endpoint);
  if (!found) {
    throw new Error(`${endpoint.method} ${endpoint.path} is not in the contract registry`);
  }
  return found;
}

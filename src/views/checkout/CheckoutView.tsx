import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef } from 'react';
import type { UserInfo } from '../../api/contract/user';
import type { SubscriptionTime } from '../../api/contract/wire';
import type {
  CheckoutInput,
  checkoutMachine,
  FocusTarget,
  OrderChoice,
} from '../../machines/checkoutMachine';
import { appliesAtCheckout } from '../../state/checkoutOrigin';
import type { PlanSearch } from '../../state/search/planSearch';
import type { BoundMachine } from '../common/boundMachine';
import { Page } from '../common/Page';
import { useAppLocale } from '../common/useAppLocale';
import { useIsMobile } from '../layout/useIsMobile';
import { CardSection } from './CardSection';
import { CheckoutPayPanel } from './CheckoutPayPanel';
import { ContactSection } from './ContactSection';
import { CouponSection } from './CouponSection';
import { aside, column, layout, lockable } from './checkout.css';
import { OrderSummary } from './OrderSummary';
import { PaymentFailed } from './PaymentFailed';
import { notePlacedOrder } from './placedOrder';
import { ids } from './types';
import { type BoundUpgrade, UpgradeView } from './UpgradeView';

export interface CheckoutViewProps {
  /** The route's validated search; the route guarantees a product. */
  search: PlanSearch;
  account: Pick<UserInfo, 'email' | 'mobileNumber'>;
  checkout: BoundMachine<typeof checkoutMachine>;
  upgrade: BoundUpgrade;
}

function orderOf(search: PlanSearch): OrderChoice {
  return {
    productCode: search.product ?? 'COMBO',
    subscriptionTime: search.cycle ?? 1,
    currency: search.currency ?? 'USD',
  };
}

function elementFor(target: FocusTarget): HTMLElement | null {
  if (target === 'card.saved') return document.getElementById(ids.savedCards);
  if (target === 'coupons') return document.getElementById(ids.coupons);
  if (target === 'agreement') return document.getElementById(ids.agreement);
  const [area, field] = target.split('.') as ['contact' | 'card', string];
  return document.getElementById(area === 'contact' ? ids.contact(field) : ids.card(field));
}

/** A new order, or (offer selection's ?upgrade=<orderId>) the upgrade of a plan the user has. */
export function CheckoutView({ upgrade, ...props }: CheckoutViewProps) {
  const { search } = props;
  if (search.upgrade && search.product) {
    return <UpgradeView orderId={search.upgrade} productCode={search.product} upgrade={upgrade} />;
  }
  return <OrderCheckout {...props} />;
}

function OrderCheckout({ search, account, checkout }: Omit<CheckoutViewProps, 'upgrade'>) {
  const lang = useAppLocale();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const input: CheckoutInput = {
    order: orderOf(search),
    lang,
    // Spec §4: a promo-code link's coupon, or the running promotion's, is applied from the start.
    coupons: search.coupon && appliesAtCheckout(search.origin) ? [search.coupon] : [],
    account: { email: account.email, mobileNumber: account.mobileNumber },
  };
  const actor = useActorRef(checkout.machine, { input, ...checkout.options });
  const state = useSelector(actor, (snapshot) => snapshot);
  const send = actor.send;

  // Focus follows the machine's requests, after React has drawn the messages they point at.
  useEffect(() => {
    const subscription = actor.on('checkout.focus', ({ target }) => {
      setTimeout(() => elementFor(target)?.focus(), 0);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // The plan in the address changed while checkout stays open: the billing-cycle switch in the
  // order summary, or the browser's back and forward between two checkout addresses.
  const order = orderOf(search);
  const orderKey = `${order.productCode}|${order.subscriptionTime}|${order.currency}`;
  const firstOrderKey = useRef(orderKey);
  useEffect(() => {
    if (orderKey === firstOrderKey.current) return;
    firstOrderKey.current = orderKey;
    const [productCode, subscriptionTime, currency] = orderKey.split('|');
    actor.send({
      type: 'order.change',
      order: {
        productCode: productCode as OrderChoice['productCode'],
        subscriptionTime: Number(subscriptionTime) as OrderChoice['subscriptionTime'],
        currency: currency as OrderChoice['currency'],
      },
    });
  }, [actor, orderKey]);

  const placed = state.context.placed;
  const succeeded = state.matches({ payment: 'succeeded' });
  useEffect(() => {
    if (!succeeded || !placed) return;
    const { productCode, subscriptionTime } = state.context.order;
    notePlacedOrder({ ...placed, productCode, subscriptionTime });
    void navigate({
      to: '/products/checkout/successfulorder',
      search: { orderId: placed.orderId },
      replace: true,
    });
  }, [succeeded, placed, navigate, state.context.order]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'checkout.submit' });
  };
  const failed = state.matches({ payment: 'failed' });
  const locked = !state.matches({ payment: 'idle' });

  // Another billing cycle: the address says so (same route, history entry replaced), and the
  // effect above tells the machine, which asks the server for the new price. Nothing else resets.
  const changeCycle = (cycle: SubscriptionTime) => {
    void navigate({
      to: '/products/checkout',
      search: (previous) => ({ ...previous, cycle }),
      replace: true,
    });
  };

  return (
    <Page title={<Trans>Checkout</Trans>}>
      <form
        className={layout}
        noValidate
        onSubmit={onSubmit}
        data-layout={isMobile ? 'mobile' : 'desktop'}
        aria-busy={locked && !failed}
      >
        <div className={column}>
          {failed ? (
            <PaymentFailed state={state} send={send} />
          ) : (
            <fieldset className={lockable} disabled={locked}>
              <ContactSection state={state} send={send} />
              <CardSection state={state} send={send} />
              <CouponSection state={state} send={send} />
            </fieldset>
          )}
        </div>
        <div className={aside}>
          <OrderSummary state={state} send={send} onCycleChange={changeCycle} />
          {failed ? null : <CheckoutPayPanel state={state} send={send} />}
        </div>
      </form>
    </Page>
  );
}

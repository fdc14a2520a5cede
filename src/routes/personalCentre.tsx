import { msg } from '@lingui/core/macro';
import { createRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { loadArea } from '../i18n/catalog';
import { isAppLocale } from '../i18n/locale';
import { BillingSearch, type BillingView } from '../state/search/billingSearch';
import { MyPlansSearch } from '../state/search/planSearch';
import { PromoCodeSearch } from '../state/search/promoCodeSearch';
import { lazyView } from '../views/common/lazyView';
import { signInRequired } from './gate';
import { rootRoute } from './root';
import { screenOf } from './screenOf';

// Only signed-in visitors reach the personal centre: its frame stays out of the pricing page's load.
const PersonalCentreFrame = lazyView(
  () => import('../views/personalCentre/PersonalCentreView'),
  'PersonalCentreView',
);

export const personalCentreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'personalcentre',
  ...signInRequired,
  // Every page here speaks from one catalog; loaders of a parent and its child run side by side.
  loader: () => loadArea('personalCentre'),
  component: screenOf(PersonalCentreFrame, () => (
    <PersonalCentreFrame>
      <Outlet />
    </PersonalCentreFrame>
  )),
});

export const personalCentreIndexRoute = createRoute({
  getParentRoute: () => personalCentreRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/personalcentre/myplans', replace: true });
  },
});

const MyPlansScreen = lazyView(() => import('../views/plans/MyPlansView'), 'MyPlansView');

export const myPlansRoute = createRoute({
  getParentRoute: () => personalCentreRoute,
  path: 'myplans',
  validateSearch: MyPlansSearch,
  staticData: { title: msg`My Plan` },
  loader: ({ context }) => context.machines.myPlans(),
  component: screenOf(MyPlansScreen, function MyPlansRoute() {
    const { switchCard } = myPlansRoute.useSearch();
    const navigate = myPlansRoute.useNavigate();
    return (
      <MyPlansScreen
        myPlans={myPlansRoute.useLoaderData()}
        switchCard={switchCard}
        onSwitchCardTaken={() => navigate({ search: {}, replace: true })}
      />
    );
  }),
});

const ORDER_ID = /^[1-9]\d{0,9}$/;

const BillingHistoryScreen = lazyView(
  () => import('../views/billing/BillingHistoryView'),
  'BillingHistoryView',
);

export const billingRoute = createRoute({
  getParentRoute: () => personalCentreRoute,
  path: 'myplans/billing/$id',
  validateSearch: BillingSearch,
  beforeLoad: ({ params }) => {
    if (!ORDER_ID.test(params.id)) throw notFound();
  },
  staticData: { title: msg`Billing History` },
  loader: async ({ context: { machines } }) => {
    const [billingHistory, planActivity] = await Promise.all([
      machines.billingHistory(),
      machines.planActivity(),
    ]);
    return { billingHistory, planActivity };
  },
  component: screenOf(BillingHistoryScreen, function BillingRoute() {
    const { id } = billingRoute.useParams();
    const { view = 'charges' } = billingRoute.useSearch();
    const navigate = billingRoute.useNavigate();
    const { billingHistory, planActivity } = billingRoute.useLoaderData();
    return (
      <BillingHistoryScreen
        key={id}
        orderId={Number(id)}
        view={view}
        onSelectView={(next: BillingView) =>
          void navigate({ search: { view: next }, replace: true })
        }
        billingHistory={billingHistory}
        planActivity={planActivity}
      />
    );
  }),
});

const INVOICE_ID = ORDER_ID;

const InvoiceScreen = lazyView(() => import('../views/billing/InvoiceView'), 'InvoiceView');

export const invoiceRoute = createRoute({
  getParentRoute: () => personalCentreRoute,
  path: 'myplans/invoice/$invoiceId',
  beforeLoad: ({ params }) => {
    if (!INVOICE_ID.test(params.invoiceId)) throw notFound();
  },
  staticData: { title: msg`Invoice` },
  loader: ({ context }) => context.machines.invoice(),
  component: screenOf(InvoiceScreen, function InvoiceRoute() {
    const { invoiceId } = invoiceRoute.useParams();
    return (
      <InvoiceScreen
        key={invoiceId}
        invoiceId={Number(invoiceId)}
        invoice={invoiceRoute.useLoaderData()}
      />
    );
  }),
});

const ContactInfoScreen = lazyView(
  () => import('../views/contact/ContactInfoView'),
  'ContactInfoView',
);

export const contactRoute = createRoute({
  getParentRoute: () => personalCentreRoute,
  path: 'contact',
  staticData: { title: msg`Contact Info` },
  loader: ({ context }) => context.machines.contact(),
  // Contact Info itself; /contact/{lang} below only chooses the language first.
  component: screenOf(ContactInfoScreen, function ContactRoute() {
    return <ContactInfoScreen contact={contactRoute.useLoaderData()} />;
  }),
});

/**
 * Spec §2 mentions /personalcentre/contact/{lang} without its role; ours: a link (e.g. from an
 * e-mail) that opens Contact Info in that language for this visit. Nothing is remembered: not in
 * this browser, not on the account; the language switch still changes both. Its parent draws the
 * screen, after this has switched the language (every beforeLoad runs before any loader).
 */
export const contactInLanguageRoute = createRoute({
  getParentRoute: () => contactRoute,
  path: '$lang',
  beforeLoad: async ({ context, params }) => {
    if (!isAppLocale(params.lang)) throw notFound();
    await context.language.visit(params.lang);
  },
  // Its title is its parent's (the last title among the matched routes names the page).
});

const PromoCodeScreen = lazyView(() => import('../views/promotion/PromoCodeView'), 'PromoCodeView');

export const promoCodeRoute = createRoute({
  getParentRoute: () => personalCentreRoute,
  path: 'promocode',
  validateSearch: PromoCodeSearch,
  staticData: { title: msg`Promotion Code` },
  loader: ({ context }) => context.machines.promotion(),
  component: screenOf(PromoCodeScreen, function PromoCodeRoute() {
    const { tab = 'mycodes' } = promoCodeRoute.useSearch();
    const navigate = promoCodeRoute.useNavigate();
    return (
      <PromoCodeScreen
        activeTab={tab}
        onSelectTab={(next) => void navigate({ search: { tab: next }, replace: true })}
        machines={promoCodeRoute.useLoaderData()}
      />
    );
  }),
});

const PaymentMethodScreen = lazyView(
  () => import('../views/cards/PaymentMethodView'),
  'PaymentMethodView',
);

/** The mobile personal centre's second tab (spec §2); on desktop, cards live under My Plan. */
export const paymentMethodRoute = createRoute({
  getParentRoute: () => personalCentreRoute,
  path: 'paymentmethod',
  staticData: { title: msg`Payment Method` },
  loader: ({ context }) => context.machines.cards(),
  component: screenOf(PaymentMethodScreen, function PaymentMethodRoute() {
    return <PaymentMethodScreen cards={paymentMethodRoute.useLoaderData()} />;
  }),
});

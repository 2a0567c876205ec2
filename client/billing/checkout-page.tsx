import { Link } from "@tanstack/react-router";
import { Lock } from "lucide-react";
import { useTrans } from "../i18n/trans";
import { buttonStyles } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { NotFoundPage } from "../errors/not-found-page";
import type {
  PricePayload,
  ProductPayload,
} from "../../worker/billing/billing-types";
import { PlanSummary } from "./plan-summary";
import { useProduct, useUsableGateways } from "./product-query";
import { serverMessage } from "./server-message";
import { useStripeCheckout } from "./stripe-checkout";
import { usePaypalCheckout } from "./paypal-checkout";

type CheckoutPageProps = { productId: number; priceId: number };

/** SPEC section 2, /checkout/{productId}/{priceId}: the plan summary and the ways to pay. */
export function CheckoutPage({ productId, priceId }: CheckoutPageProps) {
  const trans = useTrans();
  const product = useProduct(productId);
  if (product.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={trans("Loading plan")} />
      </div>
    );
  }
  if (product.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
      >
        <p className="font-semibold">
          {trans("There was an issue loading this plan")}
        </p>
        <p className="text-muted">{trans(serverMessage(product.error))}</p>
        <button
          type="button"
          onClick={() => void product.refetch()}
          className={buttonStyles({ variant: "outline" })}
        >
          {trans("Try again")}
        </button>
      </div>
    );
  }
  // A free plan has nothing to pay, and a price of another plan is not this one's (the server answers 404 for both).
  const price = product.data.free
    ? undefined
    : product.data.prices.find((candidate) => candidate.id === priceId);
  if (!price) return <NotFoundPage />;
  return <Checkout product={product.data} price={price} />;
}

function Checkout({
  product,
  price,
}: {
  product: ProductPayload;
  price: PricePayload;
}) {
  const trans = useTrans();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 py-10 md:py-16">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
          {trans("Checkout")}
        </h1>
        <p className="text-muted">
          {trans("Review your plan, then choose how to pay.")}
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <PlanSummary product={product} price={price} />
        <PaymentOptions product={product} price={price} />
      </div>
    </div>
  );
}

/**
 * Stripe's hosted page and PayPal's approval page, each offered while the
 * server says its gateway is usable (GET billing/products/{id}'s
 * `gateways`). Leaving for one gateway disables both.
 */
function PaymentOptions({
  product,
  price,
}: {
  product: ProductPayload;
  price: PricePayload;
}) {
  const trans = useTrans();
  const gateways = useUsableGateways(product.id).data ?? {
    stripe: false,
    paypal: false,
  };
  const stripe = useStripeCheckout(product.id, price.id);
  const paypal = usePaypalCheckout(product.id, price.id);
  const leaving = (checkout: typeof stripe | typeof paypal) =>
    checkout.isPending || checkout.isSuccess;
  const busy = leaving(stripe) || leaving(paypal);
  const failed = stripe.error ?? paypal.error;
  return (
    <section
      aria-labelledby="checkout-payment"
      className="flex flex-col gap-4 rounded-2xl border border-divider bg-paper p-6 shadow-sm"
    >
      <h2 id="checkout-payment" className="text-lg font-bold">
        {trans("Payment")}
      </h2>
      {!gateways.stripe && !gateways.paypal && (
        <p role="alert" className="text-sm text-danger">
          {trans(
            "Payments are not available right now. Please try again later.",
          )}
        </p>
      )}
      {gateways.stripe && (
        <button
          type="button"
          disabled={busy}
          aria-busy={leaving(stripe)}
          onClick={() => {
            paypal.reset();
            stripe.mutate();
          }}
          className={buttonStyles({ size: "lg", className: "w-full" })}
        >
          {leaving(stripe) ? (
            <span aria-hidden="true">
              <Spinner size="sm" />
            </span>
          ) : (
            <Lock className="size-4" aria-hidden="true" />
          )}
          {trans("Pay with Stripe")}
        </button>
      )}
      {gateways.paypal && (
        <button
          type="button"
          disabled={busy}
          aria-busy={leaving(paypal)}
          onClick={() => {
            stripe.reset();
            paypal.mutate();
          }}
          className={buttonStyles({
            variant: "outline",
            size: "lg",
            className: "w-full",
          })}
        >
          {leaving(paypal) && (
            <span aria-hidden="true">
              <Spinner size="sm" />
            </span>
          )}
          {trans("Pay with PayPal")}
        </button>
      )}
      {busy && (
        <p role="status" className="sr-only">
          {leaving(stripe)
            ? trans("Redirecting to Stripe")
            : trans("Redirecting to PayPal")}
        </p>
      )}
      {gateways.stripe && (
        <p className="text-sm text-muted">
          {trans("You will enter your card details on Stripe's secure page.")}
        </p>
      )}
      {gateways.paypal && (
        <p className="text-sm text-muted">
          {trans(
            "With PayPal, you approve the subscription in your PayPal account.",
          )}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {trans(serverMessage(failed))}
        </p>
      )}
      <Link
        to="/pricing"
        className={buttonStyles({
          variant: "text",
          size: "sm",
          className: "self-center",
        })}
      >
        {trans("Back to plans")}
      </Link>
    </section>
  );
}

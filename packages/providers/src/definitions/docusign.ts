import type { ProviderDefinitionInput } from "@plugboard/core";
import { docusignTools } from "../tools/docusign.js";
import { openApiOperationUrl, referenceTool } from "../tools/reference-tool.js";

// DocuSign's own published OpenAPI description, which the generated tools come from.
const ESIGN_OPENAPI = "https://raw.githubusercontent.com/docusign/eSign-OpenAPI-Specification/master/esignature.rest.swagger-v2.1.json";
const ENVELOPES = "/v2.1/accounts/{accountId}/envelopes";

// Creating and updating envelopes: the published operations' inputs (the whole envelope definition)
// expand past the generator's limits; hand-written with the members a model needs, citing the operation.
const createEnvelope = referenceTool({
  slug: "CREATE_ENVELOPE",
  name: "Create and send an envelope",
  description:
    "Creates an envelope from a template (templateId with templateRoles: roleName, name, email) or from documents (base64 with name, fileExtension, documentId) and recipients.signers (email, name, recipientId, routingOrder; clientUserId for embedded signing). status \"sent\" sends it at once; \"created\" keeps a draft.",
  method: "POST",
  path: "/envelopes",
  url: openApiOperationUrl(ESIGN_OPENAPI, ENVELOPES, "post"),
  params: {
    emailSubject: { type: "string", description: "The subject of the email sent to recipients.", requiredParam: true },
    emailBlurb: { type: "string", description: "The body of the email sent to recipients." },
    status: { type: "string", enum: ["sent", "created"], description: "sent: send now; created: save as a draft.", requiredParam: true },
    templateId: { type: "string", description: "A template to create the envelope from." },
    templateRoles: {
      type: "array",
      description: "With templateId: who fills each role of the template.",
      items: { type: "object", properties: { roleName: { type: "string" }, name: { type: "string" }, email: { type: "string" }, clientUserId: { type: "string" } }, required: ["roleName", "name", "email"] },
    },
    documents: {
      type: "array",
      description: "Without a template: the documents to sign.",
      items: { type: "object", properties: { documentBase64: { type: "string" }, name: { type: "string" }, fileExtension: { type: "string" }, documentId: { type: "string" } }, required: ["documentBase64", "name", "documentId"] },
    },
    recipients: {
      type: "object",
      description: "Without a template: the recipients, e.g. { signers: [...], carbonCopies: [...] }; each signer may carry tabs (signHereTabs with anchorString or page coordinates).",
      properties: {
        signers: { type: "array", items: { type: "object", properties: { email: { type: "string" }, name: { type: "string" }, recipientId: { type: "string" }, routingOrder: { type: "string" }, clientUserId: { type: "string" }, tabs: { type: "object" } }, required: ["email", "name", "recipientId"] } },
        carbonCopies: { type: "array", items: { type: "object", properties: { email: { type: "string" }, name: { type: "string" }, recipientId: { type: "string" }, routingOrder: { type: "string" } }, required: ["email", "name", "recipientId"] } },
      },
    },
  },
});

const updateEnvelope = referenceTool({
  slug: "UPDATE_ENVELOPE",
  name: "Send, void or edit an envelope",
  description: "Sends a draft envelope (status sent), voids a sent one (status voided with voidedReason), or changes its emailSubject and emailBlurb.",
  method: "PUT",
  path: "/envelopes/{envelopeId}",
  url: openApiOperationUrl(ESIGN_OPENAPI, `${ENVELOPES}/{envelopeId}`, "put"),
  params: {
    envelopeId: { type: "string" },
    status: { type: "string", enum: ["sent", "voided"], description: "sent: send a draft; voided: void a sent envelope (give voidedReason)." },
    voidedReason: { type: "string", description: "Why the envelope is voided (required to void)." },
    emailSubject: { type: "string" },
    emailBlurb: { type: "string" },
  },
});

/**
 * DocuSign eSignature REST API v2.1. Each account lives on its own host: after the code exchange the
 * userinfo endpoint (`/oauth/userinfo` of the authentication service) lists the user's accounts, and
 * the one marked `is_default` gives the `base_uri` and `account_id` the base URL is built from
 * (`accounts.is_default=true.…`: chosen by the flag, not by position). The authentication service is
 * `account-d.docusign.com` for the developer environment and `account.docusign.com` for every
 * production account (the `environment` config field). The token request authenticates the
 * integration key and secret with HTTP Basic; a refresh answers a new refresh token (`rotate`).
 * `extended` asks for a refresh token with an extended lifetime.
 */
export const docusign: ProviderDefinitionInput = {
  id: "docusign",
  name: "DocuSign eSignature",
  description: "Send documents or templates for signature, follow envelopes (status, recipients, documents, history), void or resend them, create embedded signing URLs, and list templates, folders and users.",
  categories: ["productivity"],
  docsUrl: "https://developers.docusign.com/docs/esign-rest-api/",
  kind: "http",
  baseUrl: "{{metadata.base_uri}}/restapi/v2.1/accounts/{{metadata.account_id}}",
  connectionConfig: [
    {
      name: "environment",
      label: "DocuSign environment",
      description: "`account` for production accounts, `account-d` for the developer (demo) environment.",
      pattern: "^(account|account-d)$",
      example: "account",
      default: "account",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "DocuSign account",
      description:
        "In DocuSign's Apps and Keys page, add an integration key with Authorization Code Grant, create a secret key, and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI.",
      config: {
        authorize_url: "https://{{config.environment}}.docusign.com/oauth/auth",
        token_url: "https://{{config.environment}}.docusign.com/oauth/token",
        token_endpoint_auth_method: "client_secret_basic",
        refresh_token_rotation: true,
        scopes: ["signature", "extended"],
        connect_metadata: { url: "https://{{config.environment}}.docusign.com/oauth/userinfo", fields: { base_uri: "accounts.is_default=true.base_uri", account_id: "accounts.is_default=true.account_id" } },
      },
      scopes: [
        { name: "signature", description: "Call the eSignature API: create and send envelopes, and obtain links for starting signing sessions." },
        { name: "extended", description: "Obtain a refresh token with an extended lifetime." },
      ],
    },
  ],
  tools: [...docusignTools, createEnvelope, updateEnvelope],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://developers.docusign.com/platform/auth/reference": ["authorizeUrl (/oauth/auth)", "tokenUrl (/oauth/token)", "account-d / account hosts"],
    "https://developers.docusign.com/platform/auth/reference/obtain-access-token": ["clientAuth: basic", "refresh: rotate (a new refresh token)"],
    "https://developers.docusign.com/platform/auth/reference/user-info": ["connectMetadataUrl (/oauth/userinfo)", "metadata base_uri, account_id (accounts[].is_default)"],
    "https://developers.docusign.com/docs/esign-rest-api/esign101/auth/": ["scope signature"],
    "https://www.rubydoc.info/gems/docusign_esign/7.0.0/DocuSign_eSign/OAuth": ["scope extended (DocuSign's Ruby SDK)"],
    "https://raw.githubusercontent.com/docusign/eSign-OpenAPI-Specification/master/esignature.rest.swagger-v2.1.json": ["tools (operationIds, paths under /v2.1/accounts/{accountId})", "/restapi base path"],
  },
  sources: [
    "https://developers.docusign.com/platform/auth/reference",
    "https://developers.docusign.com/platform/auth/reference/obtain-access-token",
    "https://developers.docusign.com/platform/auth/reference/user-info",
    "https://developers.docusign.com/platform/auth/confidential-authcode-get-token",
    "https://developers.docusign.com/docs/esign-rest-api/esign101/auth/",
    "https://www.rubydoc.info/gems/docusign_esign/7.0.0/DocuSign_eSign/OAuth",
    "https://raw.githubusercontent.com/docusign/eSign-OpenAPI-Specification/master/esignature.rest.swagger-v2.1.json",
  ],
};
